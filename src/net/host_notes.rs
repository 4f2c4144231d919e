//! The host's notes in words: who joined, left or came back, by the names the players gave
//! ("Player N" for one who gave none, as a headless client does).

use super::host::Host;
use crate::combat::CombatantId;

impl Host {
    /// What player `n` is called: the name it gave, else "Player N".
    pub fn player_name(&self, n: u8) -> String {
        self.lobby.players.get(usize::from(n)).map_or_else(
            || format!("Player {}", u32::from(n) + 1),
            |p| p.name.clone(),
        )
    }

    /// "Ana joined the lobby", "Ana joined: Alric", "Ana is back: Alric", "A spectator joined".
    pub(super) fn joined(
        &self,
        player: Option<u8>,
        rejoined: bool,
        seats: &[CombatantId],
    ) -> String {
        let Some(n) = player else {
            return "A spectator joined".into();
        };
        let name = self.player_name(n);
        match (rejoined, seats.is_empty()) {
            (true, true) => format!("{name} is back"),
            (true, false) => format!("{name} is back: {}", self.names_of(seats)),
            (false, true) => format!("{name} joined the lobby"),
            (false, false) => format!("{name} joined: {}", self.names_of(seats)),
        }
    }
}

/// "Ana", "Ana and Bo", "Ana, Bo and Cy".
pub fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::and_list;

    #[test]
    fn names_are_listed_as_a_sentence_lists_them() {
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(and_list(&names(&[])), "");
        assert_eq!(and_list(&names(&["Ana"])), "Ana");
        assert_eq!(and_list(&names(&["Ana", "Bo"])), "Ana and Bo");
        assert_eq!(and_list(&names(&["Ana", "Bo", "Cy"])), "Ana, Bo and Cy");
    }
}

//! The encounter's goal and its reinforcements in a player's words, for the title and the
//! combat's header: "Goal: defeat Vask the Red", "Goal: hold out until round 4 ends".

use crate::content::Objective;

/// The goal as one line; `name(i)` names member `i`.
pub fn goal_line<'a>(goal: &Objective, name: impl Fn(usize) -> &'a str) -> String {
    match *goal {
        Objective::DefeatAll => "Goal: defeat every foe".to_string(),
        Objective::DefeatLeader(i) => {
            format!("Goal: defeat {} (the others need not fall)", name(i))
        }
        Objective::Survive(rounds) => {
            format!("Goal: keep a hero standing until round {rounds} ends")
        }
        Objective::Protect(i) => format!("Goal: defeat every foe, and keep {} standing", name(i)),
    }
}

/// How many rounds are left to hold out, during a fight with a goal to survive.
pub fn rounds_to_go(goal: &Objective, round: u32) -> Option<u32> {
    match *goal {
        Objective::Survive(rounds) => Some(rounds.saturating_sub(round.saturating_sub(1))),
        _ => None,
    }
}

/// "Reinforcements: 2 foes in round 3, 1 hero in round 4", from each member's side and arrival
/// round (`is_hero`, round; rounds up to 1 mean from the start); `None` when nobody comes late.
pub fn reinforcements_line(arrivals: impl Iterator<Item = (bool, u32)>) -> Option<String> {
    let mut groups: Vec<(u32, bool, u32)> = Vec::new();
    for (hero, round) in arrivals.filter(|&(_, r)| r > 1) {
        match groups.iter_mut().find(|g| g.0 == round && g.1 == hero) {
            Some(g) => g.2 += 1,
            None => groups.push((round, hero, 1)),
        }
    }
    if groups.is_empty() {
        return None;
    }
    groups.sort();
    let parts: Vec<String> = groups
        .iter()
        .map(|&(round, hero, n)| {
            let who = match (hero, n) {
                (true, 1) => "1 hero".to_string(),
                (true, n) => format!("{n} heroes"),
                (false, 1) => "1 foe".to_string(),
                (false, n) => format!("{n} foes"),
            };
            format!("{who} in round {round}")
        })
        .collect();
    Some(format!("Reinforcements: {}", parts.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn goals_and_arrivals_read_as_sentences() {
        let names = ["Ines", "Vask the Red"];
        let name = |i: usize| names[i];
        assert_eq!(
            goal_line(&Objective::DefeatLeader(1), name),
            "Goal: defeat Vask the Red (the others need not fall)"
        );
        assert_eq!(
            goal_line(&Objective::Protect(0), name),
            "Goal: defeat every foe, and keep Ines standing"
        );
        assert_eq!(rounds_to_go(&Objective::Survive(4), 1), Some(4));
        assert_eq!(rounds_to_go(&Objective::Survive(4), 4), Some(1));
        let line = reinforcements_line([(false, 3), (false, 0), (false, 3), (true, 2)].into_iter());
        assert_eq!(
            line.as_deref(),
            Some("Reinforcements: 1 hero in round 2, 2 foes in round 3")
        );
        assert_eq!(reinforcements_line([(false, 1)].into_iter()), None);
    }
}

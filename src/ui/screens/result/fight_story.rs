//! The fight told in a few lines for the result screen: the biggest hit (an exploding die told
//! as such: "34 damage on Goblin: an exploding die, 6+6+6+6+6+6+5"), the reactions that made a
//! move fail, and who fell in which round. Read from the combat's log.

use crate::combat::CombatEvent;
use crate::ui::snapshot::Snapshot;

/// The story's lines, most telling first.
pub fn story(snap: &Snapshot) -> Vec<String> {
    let mut lines = Vec::new();
    let mut round = 1;
    let mut biggest: Option<(u32, String)> = None;
    let mut turned = Vec::new();
    let mut fell = Vec::new();
    let mut last_reaction: Option<(crate::combat::CombatantId, crate::content::ActionId)> = None;
    for event in &snap.log {
        match event {
            CombatEvent::RoundStarted { round: r } => round = *r,
            CombatEvent::ReactionDeclared { who, action, .. } => {
                last_reaction = Some((*who, *action));
            }
            CombatEvent::LinkFailed { owner, action } => {
                if let Some((who, reaction)) = last_reaction.take() {
                    turned.push(format!(
                        "{}'s {} stopped {}'s {} (round {round})",
                        snap.name(who),
                        snap.content.action(reaction).name,
                        snap.name(*owner),
                        snap.content.action(*action).name
                    ));
                }
            }
            CombatEvent::Damaged {
                who, dealt, amount, ..
            } if biggest.as_ref().is_none_or(|b| *dealt > b.0) => {
                let hp = snap
                    .fighter(*who)
                    .stat(&snap.content, crate::rules::Stat::HP);
                let text = hit_words(snap.name(*who), *dealt, hp, &amount.roll);
                biggest = Some((*dealt, text));
            }
            CombatEvent::CombatantDown { who } => {
                fell.push(format!("{} fell in round {round}", snap.name(*who)));
            }
            _ => {}
        }
    }
    lines.extend(biggest.filter(|b| b.0 > 0).map(|b| b.1));
    lines.extend(turned.into_iter().take(3));
    if !fell.is_empty() {
        lines.push(format!("{}.", fell.join("; ")));
    }
    lines
}

/// "The biggest hit: 34 damage on Goblin, more than its 8 HP: an exploding die, 6+6+6+6+6+6+5".
pub fn hit_words(name: &str, dealt: u32, hp: i32, roll: &crate::rules::dice::DiceRoll) -> String {
    let exploded: Vec<String> = roll
        .dice()
        .filter(|d| crate::rules::dice::exploded(d))
        .map(|d| {
            let faces: Vec<String> = d.iter().map(u8::to_string).collect();
            faces.join("+")
        })
        .collect();
    let mut text = format!("The biggest hit: {dealt} damage on {name}");
    if dealt as i32 > hp {
        text.push_str(&format!(", more than its {hp} HP"));
    }
    if !exploded.is_empty() {
        let dice = if exploded.len() == 1 {
            "an exploding die"
        } else {
            "exploding dice"
        };
        text.push_str(&format!(": {dice}, {}", exploded.join(" and ")));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::hit_words;
    use crate::rules::dice::{DiceRoll, DieRoll};

    #[test]
    fn an_overkill_reads_as_the_exploding_die_it_was() {
        let roll = DiceRoll::from_dice([DieRoll {
            faces: [6, 6, 6, 6, 6, 6, 5].into_iter().collect(),
        }]);
        assert_eq!(
            hit_words("Goblin", 34, 8, &roll),
            "The biggest hit: 34 damage on Goblin, more than its 8 HP: an exploding die, 6+6+6+6+6+6+5"
        );
        let plain = DiceRoll::from_dice([DieRoll {
            faces: [4].into_iter().collect(),
        }]);
        assert_eq!(
            hit_words("Thrall", 3, 16, &plain),
            "The biggest hit: 3 damage on Thrall"
        );
    }
}

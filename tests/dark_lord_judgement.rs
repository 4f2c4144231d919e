//! The Dark Lord's one-step judgement where every foe must fall (`Judgement::HARD_DARK_LORD`):
//! harm on a hero counts more the more of its HP the hero has lost (focus 1 instead of Hard's
//! 0.1), so where `Judgement::HARD` and it aim the same blow at different heroes, it strikes
//! the more wounded one.

use crate::common;

use aguja::ai::judge::Judgement;
use aguja::ai::normal::answer_with;
use aguja::combat::{CombatState, Decision, Request};
use aguja::content::Content;
use aguja::rules::Stat;

/// The share of its HP the one hero `decision` strikes has lost, if it strikes one.
fn struck_lost_share(state: &CombatState, content: &Content, decision: &Decision) -> Option<f32> {
    let Decision::Act { targets, .. } = decision else {
        return None;
    };
    let [pick] = targets.as_slice() else {
        return None;
    };
    let hero = &state.fighters[pick.who.index()];
    let hp = hero.stats(content).get(Stat::HP).max(1);
    Some(hero.total_damage() as f32 / hp as f32)
}

#[test]
fn where_every_foe_must_fall_the_dark_lord_strikes_the_more_wounded_hero() {
    let content = common::library();
    let action = |d: &Decision| match d {
        Decision::Act { action, .. } => Some(*action),
        _ => None,
    };
    // Same action, another hero: the AP exponent ranks actions, so only focus moves the blow.
    let (mut moved, mut more_wounded, mut less_wounded) = (0, 0, 0);
    for level in ["01-roadside-ambush.ron", "06-wolf-moon.ron"] {
        common::minion_questions(&content, level, |s, r| {
            if !matches!(r, Request::Act { .. }) {
                return;
            }
            let hard = answer_with(s, &content, r, Judgement::HARD);
            let sharper = answer_with(s, &content, r, Judgement::HARD_DARK_LORD);
            if action(&hard).is_none() || action(&hard) != action(&sharper) {
                return;
            }
            if let (Some(was), Some(now)) = (
                struck_lost_share(s, &content, &hard),
                struck_lost_share(s, &content, &sharper),
            ) && was != now
            {
                moved += 1;
                more_wounded += usize::from(now > was);
                less_wounded += usize::from(now < was);
            }
        });
    }
    assert!(moved >= 10, "the two judgements part somewhere: {moved}");
    assert!(
        more_wounded >= 4 * less_wounded.max(1),
        "the sharper judgement strikes the more wounded hero: {more_wounded} more wounded, \
         {less_wounded} less, of {moved}"
    );
}

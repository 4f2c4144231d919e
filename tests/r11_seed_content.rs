//! R11: the content the seed names — Block, Protect and Paralysis — is data in
//! `assets/seed/cast.ron`, and each does what the seed says when it succeeds (and nothing when
//! it fails). Dice are forced, so every check's result is known.

use crate::common;

use aguja::combat::CombatEvent;
use aguja::content::{Concern, Effect, Tag};
use aguja::script::ScriptRun;
use common::*;

/// The seed's cast at AP levels `ap` (Red Haggar, Goblin, Thrall, Jade Mistress; needle 11),
/// with `dice` forced in the order the checks roll, answering `decisions`.
fn seed_cast(ap: [u32; 4], dice: &str, decisions: &str) -> ScriptRun {
    let [haggar, goblin, thrall, jade] = ap;
    run_text(&format!(
        r#"(
        encounter: Inline((name: "t",
            heroes: [(kind: "red_haggar"), (kind: "jade_mistress")],
            minions: [(kind: "goblin"), (kind: "thrall")])),
        setup: Some((
            needle: Some(11),
            combatants: [
                (name: "Red Haggar", ap_level: Some({haggar})),
                (name: "Goblin", ap_level: Some({goblin})),
                (name: "Thrall", ap_level: Some({thrall})),
                (name: "Jade Mistress", ap_level: Some({jade})),
            ],
        )),
        dice: [{dice}],
        decisions: [{decisions}],
    )"#
    ))
}

/// Red Haggar at 12 alone has the opportunity (the Goblin at 9, the Thrall at 8, Jade Mistress
/// at `jade_ap`) and punches the Goblin; then `reactions`.
fn haggar_punches_the_goblin(jade_ap: u32, dice: &str, reactions: &str) -> ScriptRun {
    let punch = r#"Act(who: "Red Haggar", action: "punch", targets: ["Goblin"]),"#;
    seed_cast([12, 9, 8, jade_ap], dice, &format!("{punch} {reactions}"))
}

/// Whether the log says `owner`'s `action` resolved as a failure.
fn failed(run: &ScriptRun, owner: &str, action: &str) -> bool {
    let (owner, action) = (id(run, owner), library().action_id(action).unwrap());
    run.events.iter().any(|e| {
        matches!(e, CombatEvent::LinkFailed { owner: o, action: a } if *o == owner && *a == action)
    })
}

/// The damage dealt to `who`, summed over the log.
fn dealt_to(run: &ScriptRun, who: &str) -> u32 {
    let who = id(run, who);
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damaged { who: w, dealt, .. } if *w == who => Some(*dealt),
            _ => None,
        })
        .sum()
}

// R11: the three reactions and the example's attack are data with the costs the seed gives
// (attack 5, Block 3, Paralysis 4, Protect 3), answering what the seed says they answer.
#[test]
fn r11_block_protect_and_paralysis_are_data_with_the_seeds_costs() {
    let content = library();
    let def = |id: &str| content.action(content.action_id(id).unwrap());
    let cost = |id: &str| def(id).cost;
    assert_eq!(
        [
            cost("punch"),
            cost("block"),
            cost("paralysis"),
            cost("protect")
        ],
        [5, 3, 4, 3]
    );
    let block = def("block").reaction.as_ref().expect("Block is a reaction");
    assert_eq!(block.answers, vec![Tag::Attack]);
    assert_eq!(block.concerning, Concern::Me);
    assert_eq!(def("block").effects, vec![Effect::FailLink]);
    let protect = def("protect")
        .reaction
        .as_ref()
        .expect("Protect is a reaction");
    assert_eq!(protect.answers, vec![Tag::Attack]);
    assert_eq!(protect.concerning, Concern::Ally);
    assert_eq!(def("protect").effects, vec![Effect::Redirect]);
    let paralysis = def("paralysis")
        .reaction
        .as_ref()
        .expect("Paralysis is a reaction");
    assert!(paralysis.answers.is_empty(), "Paralysis answers anything");
    assert!(def("paralysis").effects.contains(&Effect::FailLink));
}

// R11: a Block that succeeds (14 + Def 2 = 16 > 9 + Str 3) makes the attack on its bearer fail:
// the punch resolves as a failure and the Goblin takes nothing.
#[test]
fn r11_a_successful_block_makes_the_attack_on_its_bearer_fail() {
    let run = haggar_punches_the_goblin(
        7,
        "5, 5, 4",
        r#"React(who: "Goblin", reaction: "block"), Pass("Jade Mistress"), Pass("Thrall"),"#,
    );
    print_log(&run);
    assert!(failed(&run, "Red Haggar", "punch"));
    assert_eq!(dealt_to(&run, "Goblin"), 0);
    assert_eq!(fighter(&run, "Goblin").damage, 0);
}

// R11: a Block that fails (3 + Def 2 = 5, not over 12) leaves the attack as it was: it rolls
// (12 + Str 3 = 15 > 11 + Def 2) and deals its damage (a 5 on 1d-2|1: 3).
#[test]
fn r11_a_failed_block_leaves_the_attack_to_land() {
    let run = haggar_punches_the_goblin(
        7,
        "1, 1, 1, 4, 4, 4, 5",
        r#"React(who: "Goblin", reaction: "block"), Pass("Jade Mistress"), Pass("Thrall"),"#,
    );
    print_log(&run);
    assert!(!failed(&run, "Red Haggar", "punch"));
    assert_eq!(dealt_to(&run, "Goblin"), 3);
}

// R11: a Protect that succeeds (12 + Def 0 > 8) makes the protector the attack's target: the
// punch then hits the Thrall (3 less its DR 1 = 2), and the Goblin is untouched.
#[test]
fn r11_a_successful_protect_makes_the_protector_the_attacks_target() {
    let run = haggar_punches_the_goblin(
        7,
        "4, 4, 4, 4, 4, 4, 5",
        r#"Pass("Goblin"), React(who: "Thrall", reaction: "protect"), Pass("Jade Mistress"),"#,
    );
    print_log(&run);
    let (thrall, haggar) = (id(&run, "Thrall"), id(&run, "Red Haggar"));
    assert!(run.events.iter().any(|e| matches!(
        e,
        CombatEvent::TargetRedirected { by, owner, .. } if *by == thrall && *owner == haggar
    )));
    assert_eq!(dealt_to(&run, "Thrall"), 2);
    assert_eq!(dealt_to(&run, "Goblin"), 0);
}

// R11: a Protect that fails (3 + Def 0, not over 8) changes nothing: the punch still lands on
// the Goblin.
#[test]
fn r11_a_failed_protect_leaves_the_target_as_it_was() {
    let run = haggar_punches_the_goblin(
        7,
        "1, 1, 1, 4, 4, 4, 5",
        r#"Pass("Goblin"), React(who: "Thrall", reaction: "protect"), Pass("Jade Mistress"),
           Pass("Goblin"),"#,
    );
    print_log(&run);
    assert!(
        !run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::TargetRedirected { .. }))
    );
    assert_eq!(dealt_to(&run, "Thrall"), 0);
    assert_eq!(dealt_to(&run, "Goblin"), 3);
}

// R11: Paralysis answers any link, a reaction as well as an action: on the Goblin's Block it
// succeeds (14 + Mag 3 = 17 > 10 + Per 1, S = 6), the Block fails, so the punch lands; the S
// wait points go on the limb the Block used (the shield hand), none on the body card
// (docs/RULINGS.md).
#[test]
fn r11_paralysis_makes_a_reaction_fail_and_holds_the_limb_it_used() {
    let run = haggar_punches_the_goblin(
        10,
        "5, 5, 4, 4, 4, 4, 5",
        r#"React(who: "Goblin", reaction: "block"),
           React(who: "Jade Mistress", reaction: "paralysis"), Pass("Thrall"),"#,
    );
    print_log(&run);
    assert!(failed(&run, "Goblin", "block"));
    assert_eq!(dealt_to(&run, "Goblin"), 3);
    let goblin = fighter(&run, "Goblin");
    assert_eq!(goblin.wait, 0, "nothing on the body card");
    let held: Vec<u32> = goblin
        .parts
        .iter()
        .map(|p| p.wait)
        .filter(|&w| w > 0)
        .collect();
    assert_eq!(held, vec![6], "S on the one limb the Block used");
}

// R11: Paralysis on an action: the Goblin's Stab at Red Haggar (Jade Mistress at 10 > 12 − 4)
// fails (14 + Mag 3 = 17 > 10 + Per 1, S = 6), Red Haggar takes nothing, and the Goblin's
// stabbing hand is held for S.
#[test]
fn r11_paralysis_makes_an_action_fail() {
    let run = seed_cast(
        [0, 12, 8, 10],
        "5, 5, 4",
        r#"Act(who: "Goblin", action: "stab", targets: ["Red Haggar"]),
           React(who: "Jade Mistress", reaction: "paralysis"),"#,
    );
    print_log(&run);
    assert!(failed(&run, "Goblin", "stab"));
    assert_eq!(dealt_to(&run, "Red Haggar"), 0);
    let goblin = fighter(&run, "Goblin");
    let held: u32 = goblin.parts.iter().map(|p| p.wait).sum();
    assert_eq!((goblin.wait, held), (0, 6));
}

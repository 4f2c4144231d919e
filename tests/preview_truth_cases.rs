//! The preview, case by case, against what the engine then rolls: an actor carrying an "until
//! its next action" modifier (the Duelist's Dodge after Defensive stance or Disengage), a
//! reaction's odds, the ghost marker's level and the cut below the needle, a damaged target,
//! an aimed limb already out, and a limb whose item adds HP.

use crate::common::{BRACER, id, library, library_with, run_text, run_with};
use crate::preview_truth::check_move;
use aguja::combat::events::CombatEvent;
use aguja::combat::preview::{EffectPreview, preview};
use aguja::combat::{CombatantId, Decision, Request, TargetPick};
use aguja::content::Content;
use aguja::rules::check::CheckTerms;
use aguja::script::ScriptRun;

/// A Duelist (Def 2 with the buckler) that has just taken `stance`, and a Goblin to act next.
fn duelist_after(stance: &str, then: &str) -> ScriptRun {
    run_text(&format!(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "duelist")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(10))])),
            decisions: [Act(who: "Duelist", action: "{stance}"), {then}])"#
    ))
}

/// The open request's action `action` on `targets`, as a decision.
pub fn act(content: &Content, run: &ScriptRun, action: &str, targets: &[CombatantId]) -> Decision {
    let Some(Request::Act { options, .. }) = &run.state.pending.request else {
        panic!("an action is asked: {:?}", run.state.pending.request);
    };
    let o = options
        .iter()
        .find(|o| content.action(o.action).id == action)
        .unwrap_or_else(|| panic!("{action} is offered"));
    Decision::Act {
        action: o.action,
        source: o.source,
        targets: targets
            .iter()
            .map(|&who| TargetPick { who, limb: None })
            .collect(),
        item: None,
    }
}

/// The open reaction request's `action`, as a decision.
fn react(content: &Content, run: &ScriptRun, action: &str) -> Decision {
    let Some(Request::React { options, .. }) = &run.state.pending.request else {
        panic!("a reaction is asked: {:?}", run.state.pending.request);
    };
    let o = options
        .iter()
        .find(|o| content.action(o.action).id == action)
        .unwrap_or_else(|| panic!("{action} is offered"));
    Decision::React {
        action: o.action,
        source: o.source,
    }
}

/// The chance and the terms of the check `who` rolled for `action`, as the engine rolled it.
fn rolled_chance(
    content: &Content,
    run: &ScriptRun,
    who: CombatantId,
    action: &str,
) -> (f32, CheckTerms) {
    run.events
        .iter()
        .find_map(|e| match e {
            CombatEvent::CheckRolled {
                who: w,
                action: a,
                outcome,
                ..
            } if *w == who && content.action(*a).id == action => {
                Some((outcome.terms.chance(), outcome.terms.clone()))
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("{action} was rolled"))
}

/// R7.4: paying for the Dodge ends the stance before the Dodge is rolled, so the preview of the
/// Goblin's stab (who may answer, at what odds) and of the Dodge itself show the odds without it.
fn dodge_previews_what_is_rolled(stance: &str) {
    let content = library();
    let run = duelist_after(stance, "");
    let duelist = id(&run, "Duelist");
    let stab = act(&content, &run, "stab", &[duelist]);
    let weighed = preview(&content, &run.state, &stab).expect("the stab is weighed");
    let offered = weighed
        .answers
        .iter()
        .find(|a| a.who == duelist)
        .and_then(|a| {
            a.reactions
                .iter()
                .find(|r| content.action(r.0).id == "dodge_roll")
        })
        .and_then(|r| r.2)
        .expect("the Duelist may Dodge, with a chance");

    let run = duelist_after(
        stance,
        r#"Act(who: "Goblin", action: "stab", targets: ["Duelist"])"#,
    );
    let dodge = react(&content, &run, "dodge_roll");
    let own = preview(&content, &run.state, &dodge).expect("the Dodge is weighed");
    let own = own.targets[0].chance.expect("a Dodge is rolled");

    let run = duelist_after(
        stance,
        r#"Act(who: "Goblin", action: "stab", targets: ["Duelist"]),
           React(who: "Duelist", reaction: "dodge_roll")"#,
    );
    let (rolled, terms) = rolled_chance(&content, &run, duelist, "dodge_roll");
    eprintln!("{stance}: offered {offered}, own {own}, rolled {rolled} with {terms:?}");
    // 3d6 + Def 2 (1 and the buckler's 1): the stance is gone when the Dodge is rolled.
    assert_eq!(terms.co, Some((aguja::rules::Stat::Def, 2)), "{stance}");
    assert!(
        (offered - rolled).abs() < 1e-6,
        "{stance}: the stab's preview offers the Dodge at {offered}, the engine rolls {rolled}"
    );
    assert!(
        (own - rolled).abs() < 1e-6,
        "{stance}: the Dodge's preview says {own}, the engine rolls {rolled}"
    );
}

#[test]
fn r7_4_dodge_after_defensive_stance_previews_the_chance_rolled() {
    dodge_previews_what_is_rolled("defensive_stance");
}

#[test]
fn r7_4_dodge_after_disengage_previews_the_chance_rolled() {
    dodge_previews_what_is_rolled("disengage");
}

/// The Duelist's Dodge, weighed and played: the reaction's odds, and where the Duelist stands
/// after paying (9 − 3, below the Goblin's needle: no cut), as the track's ghost marker shows.
#[test]
fn r7_4_a_reaction_s_preview_matches_its_play() {
    let content = library();
    let run = duelist_after(
        "defensive_stance",
        r#"Act(who: "Goblin", action: "stab", targets: ["Duelist"])"#,
    );
    let dodge = react(&content, &run, "dodge_roll");
    let goblin = id(&run, "Goblin");
    let p = check_move(&run.state, &content, &dodge, goblin, "the Duelist's Dodge");
    assert_eq!((p.track.ap_after, p.track.cut), (6, false));
}

// R7.4: the Thrall at 14 pays Protect's 3 (→ 11) and is cut below the needle at 11, to 10:
// the ghost marker stands at 10, and says it was cut.
#[test]
fn r7_4_the_ghost_marker_shows_the_cut_below_the_needle() {
    let content = library();
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin"), (kind: "thrall")])),
        setup: Some((needle: Some(11), combatants: [
            (name: "Red Haggar", ap_level: Some(0)), (name: "Jade Mistress", ap_level: Some(15)),
            (name: "Goblin", ap_level: Some(0)), (name: "Thrall", ap_level: Some(14))])),
        decisions: [Act(who: "Jade Mistress", action: "punch", targets: ["Goblin"])])"#,
    );
    let protect = react(&content, &run, "protect");
    let jade = id(&run, "Jade Mistress");
    let p = check_move(&run.state, &content, &protect, jade, "the Thrall's Protect");
    assert_eq!((p.track.ap_after, p.track.cut), (10, true));
}

/// The bracer hero of HP 10 (+4 HP from the bracer on its left hand, out at 5, R4.5), and a
/// Goblin to act; the damage is (left hand, right hand).
fn goblin_on_bracer_hero(left: u32, right: u32) -> (ScriptRun, std::sync::Arc<Content>) {
    let content = library_with(BRACER);
    let run = run_with(
        content.clone(),
        &format!(
            r#"(encounter: Inline((name: "t", heroes: [(kind: "t_bracer_hero")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(12)),
                (name: "Bracer hero", ap_level: Some(4),
                 limb_damage: [("left hand", {left}), ("right hand", {right})])])))"#
        ),
    );
    (run, content)
}

fn stab_on(run: &ScriptRun, content: &Content, limb: Option<&str>) -> Decision {
    let hero = id(run, "Bracer hero");
    let mut d = act(content, run, "stab", &[hero]);
    if let (Decision::Act { targets, .. }, Some(name)) = (&mut d, limb) {
        targets[0].limb = Some(crate::common::part(run, "Bracer hero", name));
    }
    d
}

/// R4.2, R4.5: 9 damage on a hero of HP 14 (10 and the bracer's 4). A stab on the bracer's
/// hand that puts it out takes the bracer's HP with it: 1 damage then downs the hero, where
/// the HP before the hit would say 5 are needed. The preview counts that, as the engine does.
#[test]
fn r4_5_down_counts_the_hp_an_item_on_the_aimed_limb_stops_adding() {
    let (run, content) = goblin_on_bracer_hero(4, 5);
    let hero = id(&run, "Bracer hero");
    let stab = stab_on(&run, &content, Some("left hand"));
    let p = check_move(
        &run.state,
        &content,
        &stab,
        hero,
        "a stab on the bracer's hand",
    );
    let Some(EffectPreview::Damage {
        down,
        disable,
        spread,
        ..
    }) = p.targets[0].effects.first()
    else {
        panic!("a stab does damage");
    };
    // Any damage at all puts the hand out (4 + 1 ≥ 5), and the hero down with it.
    assert!(spread.least >= 1, "{spread:?}");
    let hit = p.targets[0].chance.expect("a stab is rolled");
    assert!((down - hit).abs() < 1e-4, "down {down}, hit {hit}");
    assert_eq!(*disable, Some(*down));
}

/// A damaged target, not aimed at a limb: the chance to down it from what it has left.
#[test]
fn r4_2_a_damaged_target_s_down_chance_matches_the_engine() {
    let (run, content) = goblin_on_bracer_hero(2, 6);
    let hero = id(&run, "Bracer hero");
    let stab = stab_on(&run, &content, None);
    let p = check_move(
        &run.state,
        &content,
        &stab,
        hero,
        "a stab on a damaged hero",
    );
    let Some(EffectPreview::Damage { down, .. }) = p.targets[0].effects.first() else {
        panic!("a stab does damage");
    };
    assert!(*down > 0.0, "6 of 14 left: a stab may down it");
}

/// R4.5: a limb already out offers no chance to disable it.
#[test]
fn r4_5_an_aimed_limb_already_out_has_no_chance_to_be_disabled() {
    let (run, content) = goblin_on_bracer_hero(0, 7);
    let hero = id(&run, "Bracer hero");
    let f = &run.state.fighters[hero.index()];
    let right = crate::common::part(&run, "Bracer hero", "right hand");
    assert!(!f.part_active(usize::from(right)), "7 ≥ half of 10 + 4");
    let stab = stab_on(&run, &content, Some("right hand"));
    let p = check_move(
        &run.state,
        &content,
        &stab,
        hero,
        "a stab on a hand already out",
    );
    let Some(EffectPreview::Damage { disable, .. }) = p.targets[0].effects.first() else {
        panic!("a stab does damage");
    };
    assert_eq!(*disable, None);
}

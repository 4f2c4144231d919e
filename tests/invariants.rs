//! The invariants of the soak and the property tests (`combat::invariants`), each fed a step
//! that breaks it, made by hand from a real combat's state, and the same step done right: the
//! checker must flag the first and pass the second. (The soak and the property tests show that
//! good play passes them all.)

use crate::common;

use aguja::combat::invariants::{Invariants, Now};
use aguja::combat::{CombatEvent, CombatState, CombatantId, Link};
use aguja::content::{ActionId, Content};
use aguja::rules::amount::AmountRoll;
use common::*;
use std::sync::Arc;

/// Red Haggar and Jade Mistress against a Goblin and a Thrall, at Red Haggar's first action.
struct Bench {
    content: Arc<Content>,
    state: CombatState,
    run: aguja::script::ScriptRun,
}

fn bench() -> Bench {
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin"), (kind: "thrall")])))"#,
    );
    Bench {
        content: library(),
        state: run.state.clone(),
        run,
    }
}

impl Bench {
    fn who(&self, name: &str) -> CombatantId {
        id(&self.run, name)
    }

    fn action(&self, id: &str) -> ActionId {
        self.content.action_id(id).expect("a known action")
    }

    fn link(&self, owner: &str, action: &str) -> Link {
        Link {
            owner: self.who(owner),
            action: self.action(action),
            source: None,
            targets: Default::default(),
            item: None,
            limbs: Default::default(),
            answers: None,
            failed: false,
            needs_window: false,
            had_window: true,
            reacted: Default::default(),
        }
    }

    fn fighter(&mut self, name: &str) -> &mut aguja::combat::Fighter {
        let who = self.who(name);
        &mut self.state.fighters[who.index()]
    }

    /// What the checker says, in messages containing `rule`, of a step from `before` to `after` emitting `events`.
    fn flags(
        &self,
        before: &CombatState,
        after: &CombatState,
        events: &[CombatEvent],
        rule: &str,
    ) -> Vec<String> {
        let mut check = Invariants::default();
        check.remember(&self.content, Now::of(before));
        let broken = check.check(&self.content, Now::of(after), events);
        broken.into_iter().filter(|m| m.contains(rule)).collect()
    }

    /// `who` declares `reaction` against the link of `owner` (its `punch`).
    fn reaction(&self, who: &str, reaction: &str, owner: &str) -> CombatEvent {
        CombatEvent::ReactionDeclared {
            who: self.who(who),
            action: self.action(reaction),
            source: None,
            answering: self.who(owner),
            answered_action: self.action("punch"),
            cost: 4,
        }
    }

    fn act(&self, who: &str, action: &str) -> CombatEvent {
        CombatEvent::ActionDeclared {
            who: self.who(who),
            action: self.action(action),
            source: None,
            targets: Vec::new(),
            item: None,
            cost: 1,
        }
    }
}

fn amount(value: i32) -> AmountRoll {
    AmountRoll {
        roll: Default::default(),
        value,
    }
}

#[test]
fn r7_6_a_link_resolving_while_another_is_on_top_is_flagged() {
    let mut b = bench();
    b.state.chain.links = vec![b.link("Red Haggar", "punch"), b.link("Goblin", "block")];
    let before = b.state.clone();
    let resolving = |owner: &str, action: &str| CombatEvent::LinkResolving {
        owner: b.who(owner),
        action: b.action(action),
    };
    // The Goblin's Block is on top: it resolves first, and the punch stays.
    let mut after = before.clone();
    after.chain.links.pop();
    let good = [resolving("Goblin", "block")];
    assert_eq!(
        b.flags(&before, &after, &good, "R7.6"),
        Vec::<String>::new()
    );
    // The punch at the bottom resolves first.
    let mut after = before.clone();
    after.chain.links.remove(0);
    let bad = [resolving("Red Haggar", "punch")];
    assert_eq!(
        b.flags(&before, &after, &bad, "R7.6").len(),
        2,
        "out of turn"
    );
    // A link gone without resolving.
    let mut after = before.clone();
    after.chain.links.pop();
    assert_eq!(
        b.flags(&before, &after, &[], "R7.6").len(),
        1,
        "gone unseen"
    );
}

#[test]
fn r7_2_a_reaction_without_enough_ap_and_preparation_is_flagged() {
    let mut b = bench();
    b.fighter("Red Haggar").ap = 7;
    b.fighter("Jade Mistress").ap = 3;
    let event = [b.reaction("Jade Mistress", "paralysis", "Red Haggar")];
    for (prep, flagged) in [(4, true), (5, false)] {
        b.fighter("Jade Mistress").prep = prep;
        let flags = b.flags(&b.state, &b.state, &event, "R7.2");
        assert_eq!(
            !flags.is_empty(),
            flagged,
            "3 + {prep} against 7: {flags:?}"
        );
    }
}

#[test]
fn r6_2_a_reaction_with_wait_points_on_the_body_card_is_flagged() {
    let mut b = bench();
    let event = [b.reaction("Jade Mistress", "paralysis", "Red Haggar")];
    b.fighter("Jade Mistress").ap = 12;
    assert!(b.flags(&b.state, &b.state, &event, "R6.2").is_empty());
    b.fighter("Jade Mistress").wait = 1;
    assert_eq!(b.flags(&b.state, &b.state, &event, "R6.2").len(), 1);
}

#[test]
fn r7_4_a_reactor_left_at_or_above_the_needle_is_flagged() {
    let mut b = bench();
    let event = [b.reaction("Jade Mistress", "paralysis", "Red Haggar")];
    let mut flags = |needle: u32, ap: u32| {
        b.state.needle.0 = needle;
        b.fighter("Jade Mistress").ap = ap;
        b.flags(&b.state, &b.state, &event, "R7.4").len()
    };
    assert_eq!(flags(11, 11), 1, "at the needle");
    assert_eq!(flags(11, 12), 1, "above it");
    assert_eq!(flags(11, 10), 0, "below it");
    assert_eq!(flags(0, 0), 0, "needle − 1 does not go below 0");
}

#[test]
fn r6_2_an_action_other_than_wait_with_body_wait_points_is_flagged() {
    let mut b = bench();
    b.fighter("Red Haggar").wait = 2;
    let before = b.state.clone();
    let (punch, wait) = (b.act("Red Haggar", "punch"), b.act("Red Haggar", "wait"));
    assert_eq!(
        b.flags(&before, &before, std::slice::from_ref(&punch), "R6.2")
            .len(),
        1
    );
    assert!(b.flags(&before, &before, &[wait], "R6.2").is_empty());
    b.fighter("Red Haggar").wait = 0;
    assert!(b.flags(&b.state, &b.state, &[punch], "R6.2").is_empty());
}

#[test]
fn r4_1_damage_other_than_the_amount_less_dr_is_flagged() {
    let b = bench();
    let goblin = b.who("Goblin");
    let damaged = |value: i32, dr: i32, dealt: u32| CombatEvent::Damaged {
        who: goblin,
        limb: None,
        amount: amount(value),
        dr,
        dealt,
        total: dealt,
    };
    for (value, dr, dealt, flagged) in [
        (5, 1, 4, false),
        (5, 1, 5, true),
        (5, 1, 3, true),
        (1, 2, 0, false),
        (1, 2, 1, true),
    ] {
        let flags = b.flags(&b.state, &b.state, &[damaged(value, dr, dealt)], "R4.1");
        assert_eq!(
            !flags.is_empty(),
            flagged,
            "{value} − DR {dr} dealt {dealt}"
        );
    }
}

#[test]
fn r4_3_healing_more_than_the_damage_there_is_flagged() {
    let mut b = bench();
    b.fighter("Goblin").damage = 1;
    let goblin = b.who("Goblin");
    let hand = part(&b.run, "Goblin", "right hand");
    let healed = |limb: Option<u8>, value: i32, removed: u32| CombatEvent::Healed {
        who: goblin,
        limb,
        amount: amount(value),
        removed,
    };
    let flags = |events: &[CombatEvent]| b.flags(&b.state, &b.state, events, "R4.3").len();
    assert_eq!(flags(&[healed(None, 5, 1)]), 0, "1 damage, 1 removed");
    assert_eq!(flags(&[healed(None, 5, 3)]), 1, "1 damage, 3 removed");
    assert_eq!(flags(&[healed(None, 2, 3)]), 1, "3 removed of a roll of 2");
    assert_eq!(
        flags(&[healed(Some(hand), 5, 1)]),
        1,
        "the hand has no damage"
    );
    let hurt = CombatEvent::Damaged {
        who: goblin,
        limb: Some(hand),
        amount: amount(3),
        dr: 0,
        dealt: 3,
        total: 4,
    };
    assert_eq!(
        flags(&[hurt, healed(Some(hand), 5, 3)]),
        0,
        "damage earlier in the step counts"
    );
}

#[test]
fn r4_2_r5_1_r5_6_r7_2_the_state_limits_are_flagged() {
    let mut b = bench();
    let before = b.state.clone();
    let limits = |after: &CombatState, events: &[CombatEvent], rule: &str| {
        b.flags(&before, after, events, rule).len()
    };
    assert_eq!(limits(&before, &[], ""), 0, "the bench itself is sound");
    let mut after = before.clone();
    after.fighters[0].ap = 16;
    assert_eq!(limits(&after, &[], "R5.1"), 1, "AP level above 15");
    let mut after = before.clone();
    after.round.round = after.round.max_rounds + 1;
    assert_eq!(limits(&after, &[], "R5.6"), 1, "past the round limit");
    let mut after = before.clone();
    after.chain.links = vec![b.link("Goblin", "stab"), b.link("Goblin", "block")];
    let twice = [
        b.act("Goblin", "stab"),
        b.reaction("Goblin", "block", "Goblin"),
    ];
    assert_eq!(limits(&after, &twice, "twice in the chain"), 1);
    // Red Haggar is down (R4.2) and still declares a punch, or is asked to act.
    b.fighter("Red Haggar").damage = 99;
    let down = b.state.clone();
    let punch = [b.act("Red Haggar", "punch")];
    let mut after = down.clone();
    after.chain.links = vec![b.link("Red Haggar", "punch")];
    let flags = b.flags(&down, &after, &punch, "R4.2");
    assert_eq!(flags.len(), 2, "acted and asked while out: {flags:?}");
}

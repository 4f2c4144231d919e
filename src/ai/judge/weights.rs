//! The weights a judge values answers by: Normal's and Hard's `Judgement`, the fixed prices of
//! limbs, wait and preparation, and `condition`, how whole a combatant is.

use crate::content::{ActionDef, Duration, Effect};
use crate::rules::Stat;

/// The margin S assumed for a success (the mean margin of a check near even odds).
pub(super) const ASSUMED_S: i32 = 3;
/// What an inactive limb costs its owner, on top of the damage.
pub const LIMB_LOSS: f32 = 0.15;
/// What one wait point on a limb costs (that limb is on hold).
pub(super) const LIMB_WAIT_POINT: f32 = 0.03;
/// What a preparation point is worth to a combatant with reactions to pay for.
pub(super) const PREP_POINT: f32 = 0.01;

/// The weights in which Normal and Hard judge differently.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judgement {
    /// What being up is worth in `condition`, the rest being health.
    pub up: f32,
    /// What one wait point on the body card costs (it delays actions and blocks reactions).
    pub wait_point: f32,
    /// What one AP of the reactor's level is worth when it pays for a reaction, for reactions
    /// that neither foil nor take the blow (Brace, Web, Ink cloud…).
    pub reaction_ap: f32,
    /// The same for a reaction that makes the link fail (Block, Dodge, Counterspell…).
    pub foil_ap: f32,
    /// The same for a reaction that takes the blow in an ally's place (Protect).
    pub protect_ap: f32,
    /// How much more harm on a foe is worth per share of its HP it has already lost: finishing
    /// what was started.
    pub focus: f32,
    /// How much equipment actions (pick up, equip, take from an ally, stow) weigh.
    pub gear: f32,
    /// How much harm on a foe is scaled by its danger (its best damage per AP times its AP,
    /// against its side's mean), as `danger^threat`: above 0 strikes the dangerous first,
    /// below 0 wears the weak down. 0 ignores danger.
    pub threat: f32,
    /// How much more than any other combatant the goal's named one weighs: the leader the
    /// heroes must defeat, the hero they must protect (`stakes`).
    pub key_member: f32,
    /// How much more than a minion each hero weighs when the heroes only have to hold out.
    pub holding_out: f32,
    /// How much an action's AP count against what it is worth: it is ranked by its value over
    /// its AP raised to this. 1 ranks by value per AP; below 1 the bigger blow ranks higher
    /// where both fit in the round anyway (`Judge::taken`).
    pub ap_exponent: f32,
}

impl Judgement {
    /// Normal's: a kill weighs heavily, wait points put on a foe are worth an attack's damage
    /// or so, and every reaction is worth about what an attack does per AP.
    pub const NORMAL: Judgement = Judgement {
        up: 0.4,
        wait_point: 0.05,
        reaction_ap: 0.012,
        foil_ap: 0.012,
        protect_ap: 0.012,
        focus: 0.0,
        gear: 1.0,
        threat: 0.0,
        key_member: 3.0,
        holding_out: 1.5,
        ap_exponent: 1.0,
    };
    /// Hard's, for its own side's answers. Found with Normal playing the heroes and the Dark
    /// Lord playing this judgement, changing one weight at a time, on seeds 1000–1499 (500
    /// combats a level, away from the seeds `simulate` reports on), then checked on seeds
    /// 2000–2499 and on 1000 combats a level. Dark Lord wins out of 5,500 (about ±36 from the
    /// dice alone):
    ///
    /// | weights | wins |
    /// |---|---|
    /// | Normal's | 2,121 |
    /// | up 0.1 / 0.25 / 0.6 | 2,274 / 2,496 / 1,177 |
    /// | up 0.25, wait point 0.01 | 2,502 |
    /// | and every reaction's AP at 0.07 (Hard until now) | 2,609 |
    /// | reactions by what they do: others 0.012, foiling 0.03, Protect 0.15 | 2,749 |
    /// | and focus 0.1 | 2,772 |
    /// | and gear 0.5 | 2,791 |
    ///
    /// On seeds 2000–2499 the last row wins 2,769 against 2,596 for Hard until now. One
    /// reaction price for all was the compromise of opposite needs: Protect is nearly never
    /// worth a Thrall's AP (its blows and the Necromancer's spells are), while a Goblin's Block
    /// or a Harpy's Take wing is, and a Spider's Web is worth taking cheaply. Limb loss, wait on
    /// limbs, preparation, the margin assumed for a success, AP beyond the level, value per AP,
    /// a foe's danger, the chance a foe's reaction foils an attack, and a reactor's own best
    /// action as the price of its AP were best where Normal has them, or within the noise.
    /// So were the goal's two weights on the goal levels (docs/HARD_SEARCH.md, "Stop 47":
    /// `simulate --hard-weights` repeats such trials).
    pub const HARD: Judgement = Judgement {
        up: 0.25,
        wait_point: 0.01,
        reaction_ap: 0.012,
        foil_ap: 0.03,
        protect_ap: 0.15,
        focus: 0.1,
        gear: 0.5,
        threat: 0.0,
        key_member: 3.0,
        holding_out: 1.5,
        ap_exponent: 1.0,
    };

    /// Hard's for the Dark Lord where every foe must fall: `HARD` with harm on a foe worth up to
    /// twice as much the more of its HP it has lost (focus 1 instead of 0.1), and an action ranked
    /// by its value over its AP to the power 0.6 instead of by value per AP. A band that must fell
    /// every hero gains most by finishing the hero it has wounded (one fewer foe acting) and by the
    /// bigger blow first where both fit in the round. With the judgement alone against Normal
    /// heroes, on the eleven levels where every foe must fall (31 variants, 1,000 fights each a
    /// setting, `aguja simulate … --hard-candidates 1 --hard-weights ap-exponent=0.6,focus=1`), the
    /// Dark Lord won 58.4 and 58.2% with `HARD` on the seeds these were chosen on (30000 and
    /// 40000), 60.1 and 60.0% with these (focus 0.3 / 0.5 / 0.7 / 1.5 / 2.5: 59.5 / 59.7 / 60.0 /
    /// 60.1 / 59.9; exponent 0.5 / 0.7 with focus 1: 60.0 / 59.8), and on seeds it was not chosen
    /// on, 58.1 → 59.4% (50000) and 58.5 → 60.2% (60000). For heroes the same weights lost (53.0 →
    /// 52.2% of fights the heroes won on 23,000), the exponent alone more (51.8%), so Hard heroes
    /// keep `HARD` (docs/HARD_SEARCH.md, "Stop 70"). On the goal levels focus changes nothing the
    /// noise shows, and they keep `HARD_GOAL`. Hard's whole fights at 250 ms win as many with it as
    /// with `HARD` (1,237 against 1,238 of the acceptance run's 1,860 where every foe must fall),
    /// and at a fixed 250 playouts a search 355 against 319 of 620 tuning fights: what a search of
    /// a few thousand playouts finds by itself, a small one finds only with it ("Stop 71").
    pub const HARD_DARK_LORD: Judgement = Judgement {
        focus: 1.0,
        ap_exponent: 0.6,
        ..Judgement::HARD
    };

    /// Hard's for the Dark Lord on a level with a goal of its own (the leader, survive,
    /// protect): `HARD` with a reaction that neither foils nor takes the blow priced at 0.03 an
    /// AP instead of 0.012. At the Bandit Chief the bandits' Brace spear (3 AP, a counter-blow
    /// that does not stop the attack) spent the AP a fight of two or three rounds needs for
    /// blows and for the chief's Block; with Hard's judgement alone against Normal heroes the
    /// Dark Lord won 54.4% there instead of 50.0% (12,000 fights a setting on seeds 5000–6999;
    /// 0.025 / 0.04 / 0.05 / 0.1: 54.2 / 53.5 / 53.5 / 52.0%), 53.7% instead of 49.2% on
    /// seeds 20000–21999, and exactly as many fights at Hold the Ford and the Pilgrim, where no
    /// minion has such a reaction. Where every foe must fall the same price lost 1.2 points
    /// (docs/HARD_SEARCH.md, "Stop 47"), so those levels keep `HARD`'s 0.012 ("Stop 64").
    ///
    /// Its actions are ranked by their value over the square root of their AP, not by value per
    /// AP. At the Pilgrim the cultist's dagger jab (3 AP, 1d−2) and its Dark bolt (5 AP, 1d)
    /// are worth nearly the same per AP, and a cultist's 8 AP pay for both in a round either
    /// way; the jab ranked first at a quarter of its actions, where the bolt first wins 3.8
    /// points more by the truth (`aguja search-lab --answers`, docs/HARD_SEARCH.md, "Stop 69").
    /// With the judgement alone against Normal heroes the Dark Lord won 32.4% there instead of
    /// 30.8% (20,000 fights on seeds 20000–23999; 0.7 / 0.6 / 0.4: 31.2 / 31.9 / 31.9%), and
    /// exactly as many fights at the Bandit Chief and the Ford. Hard's search already won
    /// what this wins: its whole fights are the same (docs/HARD_SEARCH.md, "Stop 69").
    pub const HARD_GOAL: Judgement = Judgement {
        reaction_ap: 0.03,
        ap_exponent: 0.5,
        ..Judgement::HARD
    };

    /// What one AP paid for the reaction `def` is worth.
    pub(super) fn price_of(&self, def: &ActionDef) -> f32 {
        let does = |f: fn(&Effect) -> bool| def.effects.iter().any(f);
        if does(|e| matches!(e, Effect::Redirect)) {
            self.protect_ap
        } else if does(|e| matches!(e, Effect::FailLink)) {
            self.foil_ap
        } else {
            self.reaction_ap
        }
    }
}

/// How whole a combatant is, 0 (down) to 1 (unhurt): being up counts for 0.4, health for 0.6.
/// The position evaluation and Normal's estimates use it, so they agree on what a hit is worth.
pub fn condition(hp: i32, damage: i32) -> f32 {
    condition_with(Judgement::NORMAL.up, hp, damage)
}

/// `condition` with being up worth `up`.
pub fn condition_with(up: f32, hp: i32, damage: i32) -> f32 {
    let hp = hp.max(1);
    if damage >= hp {
        0.0
    } else {
        up + (1.0 - up) * (hp - damage) as f32 / hp as f32
    }
}

/// What a modifier is worth to whoever carries it. Defence only counts when someone attacks,
/// and a short one often lapses unused, so it weighs less than the hit it might stop.
pub(super) fn modifier_worth(stat: Stat, amount: i32, duration: Duration) -> f32 {
    let per_point = match stat {
        Stat::AP => 0.04,
        Stat::HP | Stat::Roll => 0.03,
        Stat::Def | Stat::DR => 0.015,
        _ => 0.02,
    };
    let lasting = match duration {
        Duration::NextCheck => 0.5,
        Duration::UntilNextAction => 0.25,
        Duration::Rounds(n) => 0.4 * n.min(4) as f32,
        Duration::Combat => 1.5,
    };
    per_point * amount as f32 * lasting
}

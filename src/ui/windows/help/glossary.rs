//! Every term the game's screens use, in plain words, and the keys: what Help (F1) shows.
//! A table in code rather than a file: it changes with the screens, not with the content.

/// One term and what it means.
pub struct Entry {
    pub term: &'static str,
    pub meaning: &'static str,
}

const fn entry(term: &'static str, meaning: &'static str) -> Entry {
    Entry { term, meaning }
}

/// The glossary, in the order a new player meets the words.
pub const GLOSSARY: &[Entry] = &[
    entry(
        "Needle",
        "The marker that sweeps down the track from 15 to 0 each round. Whoever stands above it may act; when nobody does, it drops by one.",
    ),
    entry(
        "AP",
        "Action points: a combatant's attribute, what it starts each round with (AP 7 means 7 a round).",
    ),
    entry(
        "AP level",
        "Where a combatant stands on the track right now: its AP at the start of the round, less what it has spent since. Acting lowers it.",
    ),
    entry(
        "Opportunity",
        "A combatant whose AP level is above the needle may act now. Ties go to the higher AP level, then more preparation, then higher AP, then heroes.",
    ),
    entry(
        "Round",
        "From the needle at 15 until everyone has spent their AP level. Then a new round starts and everyone's AP level is refilled.",
    ),
    entry(
        "Action",
        "What a combatant does with its opportunity: an attack, a spell, Wait, Prepare, equipping an item… Each costs AP.",
    ),
    entry(
        "Reaction",
        "An answer to someone else's action, made before that action lands: a Block against an attack, a Paralysis against a Block. Costs AP or preparation.",
    ),
    entry(
        "Chain",
        "The stack of an action and the reactions to it. It resolves from the top down: the last answer lands first.",
    ),
    entry("Link", "One action or reaction in the chain."),
    entry(
        "Pass",
        "Not reacting now. You may still answer the same link later, when its window opens again.",
    ),
    entry(
        "Preparation",
        "Points bought with Prepare (1 AP each). They count towards being able to react and pay for reactions first. Lost at the end of the round or when you act.",
    ),
    entry(
        "Wait points",
        "A delay put on a combatant (on its body card) or on one of its limbs. Paying AP removes them point for point.",
    ),
    entry(
        "Body card",
        "The combatant as a whole. While it has wait points, the combatant can only Wait and cannot react.",
    ),
    entry(
        "On hold",
        "A limb with wait points. While any limb is on hold, only actions that use other limbs are possible.",
    ),
    entry(
        "Limb",
        "A body part actions use: hands, feet, wings, tentacles. Damage aimed at a limb can disable it.",
    ),
    entry(
        "Disabled",
        "A limb whose damage reached half the combatant's HP. Items on it stop working; it heals back.",
    ),
    entry(
        "Aim",
        "Aiming at a limb costs 1 AP more and makes the check 2 harder; the effect lands on that limb.",
    ),
    entry(
        "Check",
        "Three dice plus the actor's attribute, against a difficulty. Higher than the difficulty succeeds.",
    ),
    entry(
        "Difficulty",
        "What a check must beat: a base number plus the target's defending attribute (and 2 when aiming at a limb).",
    ),
    entry(
        "Margin",
        "By how much a check beat its difficulty. Some effects grow with it.",
    ),
    entry(
        "Exploding die",
        "A die that shows 6 counts 5 and is rolled again, adding the new roll, as long as it shows 6. So one die can reach 10, 15 and more.",
    ),
    entry(
        "HP",
        "Hit points: a combatant is out of the fight when its damage reaches its HP.",
    ),
    entry(
        "Damage",
        "What hits leave. Shown as damage against HP (3/14).",
    ),
    entry(
        "DR",
        "Damage reduction: taken off every hit before it is assigned.",
    ),
    entry(
        "Str, Def, Per, Mag",
        "Strength, Defence, Perception and Magic: the attributes checks roll with and against.",
    ),
    entry(
        "Out of the fight",
        "A combatant whose damage reached its HP. It no longer acts, reacts or heals in this fight.",
    ),
    entry(
        "Advantage",
        "A perk a hero picks before the fight: more HP, a better Defence, a new action. The encounter's level says how many each hero takes.",
    ),
    entry(
        "Level",
        "For an encounter: how many advantages each hero picks before it.",
    ),
    entry(
        "Item",
        "Equipment worn on body parts: it changes attributes and may grant actions. Some can be equipped, stowed, dropped or picked up during the fight.",
    ),
    entry(
        "Dark Lord",
        "Whoever plays the minions: the AI, or a player in hot-seat.",
    ),
    entry(
        "Hot-seat",
        "Several players at one screen; a cover hides each player's move from the others until they click Ready.",
    ),
];

/// The keys, as Help lists them.
pub const KEYS: &[(&str, &str)] = &[
    ("← →", "move between the choices of the open question"),
    ("Enter", "take the focused choice; confirm the targets"),
    ("Tab / Shift+Tab", "next / previous target"),
    ("↑ ↓", "aim at a limb of the focused target"),
    ("Space", "add or remove the focused target"),
    ("1–9, W, P", "pick an action by its number; Wait; Prepare"),
    ("Esc", "back out of a half-made choice; the pause menu"),
    ("F1", "this help"),
    ("F5", "save the fight"),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The words the combat screen, the card and the prompts put in front of a player.
    const SCREEN_WORDS: &[&str] = &[
        "Needle",
        "AP",
        "AP level",
        "Round",
        "Reaction",
        "Chain",
        "Pass",
        "Preparation",
        "Wait points",
        "On hold",
        "Limb",
        "Disabled",
        "Check",
        "Difficulty",
        "Exploding die",
        "DR",
        "Advantage",
        "Level",
        "Body card",
        "Out of the fight",
        "Aim",
        "Margin",
    ];

    #[test]
    fn every_word_the_screens_use_is_explained() {
        for word in SCREEN_WORDS {
            assert!(
                GLOSSARY.iter().any(|e| e.term == *word),
                "the glossary lacks {word}"
            );
        }
        for e in GLOSSARY {
            assert!(!e.meaning.contains("(R"), "{}: no rule numbers", e.term);
        }
    }
}

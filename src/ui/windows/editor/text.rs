//! The RON text the editor saves: the encounter file's own fields, in the guide's order, each
//! left out when it holds its default (`choose_from: []`, `name: None`…), so that a saved level
//! reads like one written by hand. The types in `content::types` write every field; these
//! views over them only choose what to leave out.

use crate::content::{Background, EncounterDef, Goal, MemberDef, Overrides};
use serde::Serialize;

#[derive(Serialize)]
struct EncounterText<'a> {
    name: &'a str,
    #[serde(skip_serializing_if = "blank")]
    description: &'a str,
    level: u32,
    max_rounds: u32,
    #[serde(skip_serializing_if = "goal_default")]
    goal: &'a Goal,
    #[serde(skip_serializing_if = "background_default")]
    background: &'a Background,
    heroes: Vec<MemberText<'a>>,
    minions: Vec<MemberText<'a>>,
    #[serde(skip_serializing_if = "empty")]
    ground: &'a [String],
}

#[derive(Serialize)]
struct MemberText<'a> {
    kind: &'a str,
    #[serde(skip_serializing_if = "none")]
    name: &'a Option<String>,
    #[serde(skip_serializing_if = "empty")]
    choose_from: &'a [String],
    #[serde(skip_serializing_if = "none")]
    advantages: &'a Option<Vec<String>>,
    #[serde(skip_serializing_if = "no_overrides")]
    overrides: &'a Overrides,
    #[serde(skip_serializing_if = "is_zero")]
    arrives: u32,
}

// Each skip test gets a reference to the field, itself a reference here.
fn is_zero(n: &u32) -> bool {
    *n == 0
}
fn blank(s: &&str) -> bool {
    s.is_empty()
}
fn empty(list: &&[String]) -> bool {
    list.is_empty()
}
fn none<T>(o: &&Option<T>) -> bool {
    o.is_none()
}
fn goal_default(g: &&Goal) -> bool {
    g.is_default()
}
fn background_default(b: &&Background) -> bool {
    b.is_default()
}
fn no_overrides(o: &&Overrides) -> bool {
    o.is_empty()
}

fn member(m: &MemberDef) -> MemberText<'_> {
    MemberText {
        kind: &m.kind,
        name: &m.name,
        choose_from: &m.choose_from,
        advantages: &m.advantages,
        overrides: &m.overrides,
        arrives: m.arrives,
    }
}

/// The RON text of an encounter, as Save writes it.
pub fn to_ron(def: &EncounterDef) -> String {
    let text = EncounterText {
        name: &def.name,
        description: &def.description,
        level: def.level,
        max_rounds: def.max_rounds,
        goal: &def.goal,
        background: &def.background,
        heroes: def.heroes.iter().map(member).collect(),
        minions: def.minions.iter().map(member).collect(),
        ground: &def.ground,
    };
    let pretty = ron::ser::PrettyConfig::default();
    let mut out = ron::ser::to_string_pretty(&text, pretty).unwrap_or_default();
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shipped level, written by the editor and read back, is the same encounter.
    #[test]
    fn every_shipped_level_reads_back_as_written() {
        let files = crate::content::load::ron_files(&crate::content::levels_dir()).unwrap();
        assert!(!files.is_empty());
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            let def: EncounterDef = ron::Options::default().from_str(&text).unwrap();
            let written = to_ron(&def);
            let back: EncounterDef = ron::Options::default()
                .from_str(&written)
                .unwrap_or_else(|e| panic!("{}: {e}\n{written}", file.display()));
            assert_eq!(back, def, "{}", file.display());
            assert!(!written.contains("choose_from: []"), "{written}");
            assert!(!written.contains("None"), "{written}");
        }
    }
}

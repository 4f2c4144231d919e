//! A level's hero alternatives (`choose_from`) as levels of their own, so that the simulator and
//! the soak measure each archetype the players may pick, not only the preselected one.

use crate::content::{Content, Encounter};

/// `levels`, each followed by one copy per other archetype of each choosable hero slot (the
/// other slots keep their preselected kind). Copies are named `file [hero 2 as Archer]`.
pub fn with_alternatives(
    content: &Content,
    levels: &[(String, Encounter)],
) -> Vec<(String, Encounter)> {
    let mut all = Vec::new();
    for (file, encounter) in levels {
        all.push((file.clone(), encounter.clone()));
        for (slot, member) in encounter.members.iter().enumerate() {
            for &kind in member.choices.iter().skip(1) {
                let mut variant = encounter.clone();
                if variant.choose(slot, kind, content) {
                    let label = format!(
                        "{file} [hero {} as {}]",
                        slot + 1,
                        content.kind(kind).def.name
                    );
                    all.push((label, variant));
                }
            }
        }
    }
    all
}

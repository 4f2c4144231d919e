//! Items handed between allies in a combat's log, and how many of them went straight back to
//! the ally who gave them: `simulate` counts both per level, because an AI that takes back what
//! it just gave spends its AP for nothing (docs/HARD_SEARCH.md, "Stop 52").

use crate::combat::CombatEvent;

/// Hand-overs between allies, and those among them that returned an item to the ally it was
/// taken from earlier in the same combat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HandOvers {
    pub handed: u64,
    pub taken_back: u64,
}

impl HandOvers {
    /// The hand-overs of one combat's `events`.
    pub fn of(events: &[CombatEvent]) -> HandOvers {
        let mut seen = Vec::new();
        let mut count = HandOvers::default();
        for event in events {
            if let CombatEvent::ItemHandedOver { from, to, item } = event {
                count.handed += 1;
                if seen.contains(&(*to, *from, *item)) {
                    count.taken_back += 1;
                }
                seen.push((*from, *to, *item));
            }
        }
        count
    }

    /// Both counts added up.
    pub fn plus(self, other: HandOvers) -> HandOvers {
        HandOvers {
            handed: self.handed.saturating_add(other.handed),
            taken_back: self.taken_back.saturating_add(other.taken_back),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::HandOvers;
    use crate::combat::{CombatEvent, CombatantId};
    use crate::content::ItemId;

    fn handed(from: u8, to: u8, item: u16) -> CombatEvent {
        CombatEvent::ItemHandedOver {
            from: CombatantId(from),
            to: CombatantId(to),
            item: ItemId(item),
        }
    }

    #[test]
    fn an_item_returned_to_the_ally_it_came_from_is_counted_as_taken_back() {
        let events = [
            handed(0, 1, 9),
            CombatEvent::Passed {
                who: CombatantId(2),
            },
            // Back to the one who gave it: taken back.
            handed(1, 0, 9),
            // Another item between the same two, once: not.
            handed(0, 1, 4),
            // The first item to a third ally: not taken back either.
            handed(0, 2, 9),
        ];
        let count = HandOvers::of(&events);
        assert_eq!(
            count,
            HandOvers {
                handed: 4,
                taken_back: 1
            }
        );
        assert_eq!(count.plus(count).taken_back, 2);
        assert_eq!(HandOvers::of(&[]), HandOvers::default());
    }
}

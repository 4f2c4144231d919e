//! Gear between fights (R3.6 without the AP): any item can be put on, carried in a pack,
//! handed to another hero or returned to the stash, from the party screen. An item put on
//! that its wearer has no free part for is refused with the reason, and nothing moves.

use super::deploy::fighter_of;
use super::party::Party;
use crate::content::{Content, ItemId};
use serde::{Deserialize, Serialize};

/// Where an item is between fights.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
    Stash,
    /// Put on by the hero (by party index) at a fight's start.
    Worn(usize),
    /// In the hero's pack.
    Pack(usize),
}

/// Why an item cannot move as asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KitError {
    #[error("That item is not there any more.")]
    Gone,
    #[error("{0} is gone for good.")]
    Dead(String),
    #[error("{hero} has no free {parts} for the {item}.")]
    NoRoom {
        hero: String,
        item: String,
        parts: String,
    },
}

impl Party {
    fn list(&mut self, place: Place) -> Option<&mut Vec<ItemId>> {
        match place {
            Place::Stash => Some(&mut self.stash),
            Place::Worn(h) => self.heroes.get_mut(h).map(|h| &mut h.worn),
            Place::Pack(h) => self.heroes.get_mut(h).map(|h| &mut h.pack),
        }
    }

    /// Moves the `index`th item of `from` to `to`.
    pub fn move_item(
        &mut self,
        content: &Content,
        from: Place,
        index: usize,
        to: Place,
    ) -> Result<(), KitError> {
        for place in [from, to] {
            if let Place::Worn(h) | Place::Pack(h) = place
                && let Some(hero) = self.heroes.get(h).filter(|hero| hero.dead)
            {
                return Err(KitError::Dead(hero.name.clone()));
            }
        }
        if self.list(to).is_none() {
            return Err(KitError::Gone);
        }
        let source = self.list(from).ok_or(KitError::Gone)?;
        if index >= source.len() {
            return Err(KitError::Gone);
        }
        let item = source.remove(index);
        if let Some(target) = self.list(to) {
            target.push(item);
        }
        if let Place::Worn(h) = to
            && let Err(e) = self.fits(content, h, item)
        {
            // Put back exactly as it was.
            if let Some(target) = self.list(to) {
                target.pop();
            }
            if let Some(source) = self.list(from) {
                source.insert(index, item);
            }
            return Err(e);
        }
        Ok(())
    }

    /// Whether hero `h` would wear `item` (it is on its list) at a fight's start.
    fn fits(&self, content: &Content, h: usize, item: ItemId) -> Result<(), KitError> {
        let hero = &self.heroes[h];
        let f = fighter_of(content, hero);
        let wanted = hero.worn.iter().filter(|&&i| i == item).count();
        let worn = f.gear.worn.iter().filter(|w| w.item == item).count();
        if worn >= wanted {
            return Ok(());
        }
        let def = &content.item(item).def;
        Err(KitError::NoRoom {
            hero: hero.name.clone(),
            item: def.name.clone(),
            parts: parts_words(&def.parts),
        })
    }
}

/// ["hand", "hand"] → "2 hands"; ["head"] → "head".
fn parts_words(parts: &[String]) -> String {
    let mut kinds: Vec<(&str, usize)> = Vec::new();
    for p in parts {
        match kinds.iter_mut().find(|(k, _)| k == p) {
            Some((_, n)) => *n += 1,
            None => kinds.push((p, 1)),
        }
    }
    let words: Vec<String> = kinds
        .iter()
        .map(|(k, n)| {
            if *n == 1 {
                k.to_string()
            } else {
                format!("{n} {k}s")
            }
        })
        .collect();
    words.join(" and ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::campaign::read_campaign;
    use crate::content::{assets_dir, load_content};

    /// The Relic Road's party as it sets out: Aldric the squire, then the ranger.
    fn party() -> (Content, Party) {
        let content = load_content(&assets_dir()).unwrap();
        let file = crate::content::paths::project_path("campaigns/the-relic-road.ron");
        let campaign = read_campaign(&file, &content).unwrap();
        let journey = crate::campaign::Journey::start(
            &content,
            &campaign,
            1,
            &mut crate::campaign::PolicyChooser,
        );
        (content, journey.party)
    }

    #[test]
    fn an_item_moves_between_the_stash_a_pack_and_a_hero_who_wears_it() {
        let (content, mut party) = party();
        let helm = content.item_id("iron_helm").unwrap();
        party.stash.push(helm);
        party.heroes[1]
            .worn
            .retain(|&i| content.item(i).def.parts != ["head"]);
        party
            .move_item(&content, Place::Stash, 0, Place::Pack(1))
            .unwrap();
        assert!(party.stash.is_empty() && party.heroes[1].pack.contains(&helm));
        let at = party.heroes[1]
            .pack
            .iter()
            .position(|&i| i == helm)
            .unwrap();
        party
            .move_item(&content, Place::Pack(1), at, Place::Worn(1))
            .unwrap();
        assert!(party.heroes[1].worn.contains(&helm));
    }

    #[test]
    fn an_item_with_no_free_part_is_refused_with_the_reason_and_nothing_moves() {
        let (content, mut party) = party();
        // The ranger's hands hold the longbow: a shield has no free hand.
        let shield = content.item_id("heater_shield").unwrap();
        party.stash.push(shield);
        let before = party.clone();
        let refused = party.move_item(&content, Place::Stash, 0, Place::Worn(1));
        let Err(KitError::NoRoom { hero, item, parts }) = refused else {
            panic!("{refused:?}");
        };
        assert_eq!((hero.as_str(), item.as_str()), ("Ranger", "Heater shield"));
        assert!(parts.contains("hand"), "{parts}");
        assert_eq!(party, before);
        let gone = party.move_item(&content, Place::Stash, 5, Place::Pack(0));
        assert_eq!(gone, Err(KitError::Gone));
        party.heroes[0].dead = true;
        let dead = party.move_item(&content, Place::Stash, 0, Place::Pack(0));
        assert_eq!(dead, Err(KitError::Dead("Aldric".into())));
        assert_eq!(party.stash, before.stash);
    }
}

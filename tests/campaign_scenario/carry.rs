//! What a hero carries into the next fight: wounds (a limb out among them) and gear.

use super::*;

#[test]
fn damage_and_a_limb_at_half_hp_carry_into_the_next_fight_less_recovery_and_start_it_out() {
    let content = library();
    let campaign = corpus(&content);
    let mut journey = Journey::start(&content, &campaign, 3, &mut PolicyChooser);
    let hp = max_hp(&content, &journey.party.heroes[ALDRIC]) as u32;
    let after_fight = campaign.def.recovery.after_fight;
    fight(
        (&content, &campaign),
        &mut journey,
        "ambush",
        &[ALDRIC, WREN],
        Some(Side::Minions),
        |end, d| {
            let aldric = fighter_mut(end, d, ALDRIC);
            aldric.damage = 3;
            let hand = parts_of(aldric, "hand")[0];
            // Recovery heals the limbs first: after it, the hand is still at half the HP.
            aldric.parts[hand].damage = hp.div_ceil(2) + after_fight;
            aldric.parts_damage_changed();
            aldric.wait = 4;
            let wren = fighter_mut(end, d, WREN);
            wren.damage = 5;
            let head = parts_of(wren, "head")[0];
            wren.parts[head].damage = 1;
            wren.parts_damage_changed();
        },
        &mut PolicyChooser,
    );
    // The lost fight is tried again, with the wounds.
    let again = next_start(&content, &campaign, &journey, "ambush", &[ALDRIC, WREN]);
    assert_eq!(
        journey.progress.open,
        vec![0],
        "the lost fight is open again"
    );
    let aldric = fighter(&again, ALDRIC);
    let hand = parts_of(aldric, "hand")[0];
    assert_eq!(aldric.damage, 3, "general damage is carried");
    assert_eq!(aldric.parts[hand].damage, hp.div_ceil(2));
    assert!(!aldric.part_active(hand), "the hand starts the fight out");
    assert!(aldric.part_active(parts_of(aldric, "hand")[1]));
    assert_eq!(aldric.wait, 0, "wait points do not carry");
    let wren = fighter(&again, WREN);
    // 2 healed: the head's 1 first, then 1 of the general damage.
    assert_eq!(wren.damage, 4);
    assert_eq!(wren.parts[parts_of(wren, "head")[0]].damage, 0);
}

#[test]
fn an_item_picked_up_is_kept_one_dropped_is_a_spoil_and_a_reward_item_is_put_on_from_the_stash() {
    let content = library();
    let campaign = corpus(&content);
    let mut journey = Journey::start(&content, &campaign, 3, &mut Players);
    let (sword, cap, shield) = (
        item(&content, "arming_sword"),
        item(&content, "leather_cap"),
        item(&content, "heater_shield"),
    );
    fight(
        (&content, &campaign),
        &mut journey,
        "ambush",
        &[ALDRIC, WREN],
        Some(Side::Heroes),
        |end, d| {
            let aldric = fighter_mut(end, d, ALDRIC);
            aldric.gear.pack.push(sword);
            aldric.gear.worn.retain(|w| w.item != cap);
            end.ground.push(GroundItem { id: 7, item: cap });
        },
        &mut Players,
    );
    assert_eq!(
        journey.party.stash,
        vec![cap, shield],
        "the spoil, the reward"
    );
    let at = |stash: &[ItemId], wanted| stash.iter().position(|&i| i == wanted).unwrap();
    journey
        .party
        .move_item(
            &content,
            Place::Stash,
            at(&journey.party.stash, shield),
            Place::Worn(ALDRIC),
        )
        .expect("a squire has a free hand for a shield");
    let next = next_start(&content, &campaign, &journey, "cellar", &[ALDRIC, WREN]);
    let aldric = fighter(&next, ALDRIC);
    assert!(
        aldric.gear.pack.contains(&sword),
        "a sword picked up is kept"
    );
    let worn: Vec<ItemId> = aldric.gear.worn.iter().map(|w| w.item).collect();
    assert!(worn.contains(&shield), "the reward is worn: {worn:?}");
    assert!(!worn.contains(&cap) && !aldric.gear.pack.contains(&cap));
    assert_eq!(journey.party.stash, vec![cap], "the cap waits in the stash");
}

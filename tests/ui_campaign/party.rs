//! Gear and choices between fights: what the party screen offers and what the flow refuses.

use super::*;

#[test]
fn gear_a_hero_has_no_room_for_is_refused_in_plain_words_and_nothing_moves() {
    let mut game = started();
    let shield = content(&game).item_id("heater_shield").unwrap();
    game.app
        .world_mut()
        .resource_mut::<CampaignRun>()
        .journey
        .party
        .stash
        .push(shield);
    let before = run(&game).journey.party;
    // The ranger's longbow takes both hands.
    apply(
        game.app.world_mut(),
        CampaignAsk::MoveItem {
            from: Place::Stash,
            index: 0,
            to: Place::Worn(1),
        },
    );
    game.app.update();
    let after = run(&game);
    assert_eq!(after.journey.party, before, "nothing moved");
    let status = after.status.unwrap_or_default();
    assert_eq!(status, "Ranger has no free hand for the Heater shield");
    // The squire has a hand free: the same item goes on, and the save says so.
    apply(
        game.app.world_mut(),
        CampaignAsk::MoveItem {
            from: Place::Stash,
            index: 0,
            to: Place::Worn(0),
        },
    );
    game.app.update();
    let after = run(&game);
    assert_eq!(after.status, None);
    assert!(after.journey.party.stash.is_empty());
    assert_eq!(after.journey.party.heroes[0].worn.last(), Some(&shield));
    assert_eq!(saved(&game, &after.save_path).journey, after.journey);
}

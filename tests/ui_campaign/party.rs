//! Gear and choices between fights: what the party screen offers and what the flow refuses.

use super::*;
use aguja::ui::screens::party::view::party;
use bevy_egui::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

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
    assert_eq!(status, "Ranger has no free hand for the Heater shield.");
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

/// The party screen as the window draws it, and what a click on it asked for.
struct PartyScreen {
    content: Arc<Content>,
    run: CampaignRun,
    ask: Option<CampaignAsk>,
}

/// Draws the party screen of `game`'s campaign, clicks `labels` in turn, and carries out what
/// they asked; returns every text the screen shows after.
fn click_on_party(game: &mut Game, labels: &[&str]) -> Vec<String> {
    let state = PartyScreen {
        content: content(game),
        run: run(game),
        ask: None,
    };
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, s: &mut PartyScreen| {
                if let Some(ask) = party(ui, &s.content, &s.run) {
                    s.ask = ask.take::<CampaignAsk>().ok();
                }
            },
            state,
        );
    harness.run_steps(2);
    for label in labels {
        harness.get_by_label(label).click();
        harness.run_steps(2);
    }
    if let Some(ask) = harness.state_mut().ask.take() {
        apply(game.app.world_mut(), ask);
        game.app.update();
    }
    // Drawn again with the campaign as the click left it.
    harness.state_mut().run = run(game);
    harness.run_steps(2);
    crate::ui_common::texts(&harness)
}

#[test]
fn the_party_screen_offers_the_choices_owed_and_a_stash_item_to_wear_and_says_why_not() {
    let mut game = started();
    apply(game.app.world_mut(), CampaignAsk::ToParty);
    game.app.update();
    assert_eq!(game.screen(), Screen::Party);
    let shield = content(&game).item_id("heater_shield").unwrap();
    game.app
        .world_mut()
        .resource_mut::<CampaignRun>()
        .journey
        .party
        .stash
        .push(shield);
    // The first choice owed: Aldric's first advantage.
    let texts = click_on_party(&mut game, &["Dodge: +1 Def"]);
    let dodge = content(&game).advantage_id("dodge").unwrap();
    assert_eq!(run(&game).journey.party.heroes[0].advantages, vec![dodge]);
    assert_eq!(run(&game).journey.pending.len(), 3);
    assert!(
        texts.iter().any(|t| t.contains("(3 choices to make)")),
        "{texts:?}"
    );
    // The ranger's longbow takes both hands: the stash's shield is refused, in words.
    let texts = click_on_party(&mut game, &["Heater shield", "Give to Ranger to wear"]);
    let said = "Ranger has no free hand for the Heater shield.";
    assert!(
        texts.iter().any(|t| t == said),
        "the screen says why: {texts:?}"
    );
    assert_eq!(
        run(&game).journey.party.stash,
        vec![shield],
        "nothing moved"
    );
    click_on_party(&mut game, &["Heater shield", "Give to Aldric to wear"]);
    assert!(run(&game).journey.party.heroes[0].worn.contains(&shield));
    assert!(run(&game).journey.party.stash.is_empty());
}

//! Campaign play (issue 26, parts 2 and 4): what a hero carries from fight to fight, the map's
//! state and its loss conditions, headless play that saves and goes on to the same lines, each
//! fight's replay, and the simulator's report.

use crate::common::{library, scratch};
use aguja::campaign::aftermath::read_back;
use aguja::campaign::deploy::{can_fight, deploy, max_hp};
use aguja::campaign::{Journey, Loss, PolicyChooser, Standing};
use aguja::combat::state::GroundItem;
use aguja::content::campaign::{Campaign, Fallen, LevelFolder, NodeKind, load_campaign};
use aguja::content::{Content, levels_dir};
use std::path::Path;
use std::process::Command;

const SHIPPED: &str = "campaigns/the-relic-road.ron";

fn shipped(content: &Content) -> Campaign {
    let dir = levels_dir();
    load_campaign(
        Path::new(SHIPPED),
        content,
        &LevelFolder { dir: &dir, content },
    )
    .expect("the shipped campaign loads")
}

fn fight_node(campaign: &Campaign, id: &str) -> usize {
    campaign.node(id).expect("the node")
}

#[test]
fn r4_5_a_limb_carried_at_half_hp_starts_the_next_fight_out_its_gear_in_the_pack() {
    let content = library();
    let campaign = shipped(&content);
    let mut journey = Journey::start(&content, &campaign, 1, &mut PolicyChooser);
    let shield = content.item_id("heater_shield").unwrap();
    journey.party.heroes[0].worn.push(shield);
    journey.party.heroes[0].damage = 2;
    let NodeKind::Fight(node) = &campaign.nodes[fight_node(&campaign, "ambush")].kind else {
        panic!("ambush is a fight")
    };
    let fresh = deploy(&content, node, &journey.party, &[0, 1], 5);
    let (_, id) = fresh.heroes[0];
    let aldric = &fresh.state.fighters[id.index()];
    assert_eq!(fresh.roster.names[id.index()], "Aldric");
    assert_eq!(aldric.damage, 2, "general damage is carried");
    assert!(aldric.gear.worn.iter().any(|w| w.item == shield));
    let hands: Vec<usize> = (0..aldric.parts.len())
        .filter(|&p| &*aldric.parts[p].kind == "hand")
        .collect();
    assert_eq!(hands.len(), 2);
    // Half the hero's HP on both hands: R4.5 puts them out, and the shield goes in the pack.
    let hp = max_hp(&content, &journey.party.heroes[0]) as u32;
    for &hand in &hands {
        journey.party.heroes[0].limbs[hand] = hp.div_ceil(2);
    }
    let hurt = deploy(&content, node, &journey.party, &[0, 1], 5);
    let aldric = &hurt.state.fighters[id.index()];
    assert!(
        hands.iter().all(|&h| !aldric.part_active(h)),
        "the hands start the fight out"
    );
    assert!(aldric.gear.worn.iter().all(|w| w.item != shield));
    assert!(aldric.gear.pack.contains(&shield));
    assert_eq!(
        aldric.advantages, journey.party.heroes[0].advantages,
        "advantages fixed"
    );
}

#[test]
fn a_fights_end_is_read_back_wounds_gear_spoils_and_the_fallen() {
    let content = library();
    let campaign = shipped(&content);
    let mut journey = Journey::start(&content, &campaign, 1, &mut PolicyChooser);
    let NodeKind::Fight(node) = &campaign.nodes[0].kind else {
        panic!()
    };
    let deployed = deploy(&content, node, &journey.party, &[0, 1], 9);
    let mut end = deployed.state.clone();
    let (_, aldric) = deployed.heroes[0];
    let (_, ranger) = deployed.heroes[1];
    let sword = content.item_id("arming_sword").unwrap();
    end.fighters[aldric.index()].gear.pack.push(sword);
    end.fighters[aldric.index()].damage = 3;
    // The ranger is down, far past its HP.
    end.fighters[ranger.index()].damage = 500;
    let helm = content.item_id("iron_helm").unwrap();
    end.ground.push(GroundItem { id: 99, item: helm });
    let after = read_back(
        &content,
        &mut journey.party,
        &deployed,
        &end,
        true,
        Fallen::Recover,
    );
    let party = &journey.party;
    assert!(
        party.heroes[0].pack.contains(&sword),
        "a sword picked up is kept"
    );
    assert_eq!(party.heroes[0].damage, 3);
    assert_eq!(after.fell, vec![party.heroes[1].name.clone()]);
    let hp = max_hp(&content, &party.heroes[1]) as u32;
    assert_eq!(
        party.heroes[1].total_damage(),
        hp,
        "a fallen hero's damage is cut to its HP"
    );
    assert!(
        !can_fight(&content, &party.heroes[1]),
        "it rests until healed below its HP"
    );
    assert!(
        party.stash.contains(&helm),
        "what lay on the ground is a won fight's spoil"
    );
    // With `fallen: Dead` and the fight lost, the dead's gear is lost with it.
    let mut journey = Journey::start(&content, &campaign, 1, &mut PolicyChooser);
    let after = read_back(
        &content,
        &mut journey.party,
        &deployed,
        &end,
        false,
        Fallen::Dead,
    );
    assert!(journey.party.heroes[1].dead);
    assert_eq!(after.died.len(), 1);
    assert!(
        journey.party.stash.is_empty(),
        "a lost fight leaves nothing to gather"
    );
}

#[test]
fn healing_takes_the_limbs_first_the_most_damaged_first() {
    let content = library();
    let campaign = shipped(&content);
    let mut journey = Journey::start(&content, &campaign, 1, &mut PolicyChooser);
    let hero = &mut journey.party.heroes[0];
    hero.damage = 4;
    hero.limbs[2] = 3;
    hero.limbs[3] = 1;
    // A point at a time to the most damaged limb (the first of a tie): 3,1 → 2,1 → 1,1 → 0,1.
    hero.heal(3);
    assert_eq!((hero.limbs[2], hero.limbs[3], hero.damage), (0, 1, 4));
    hero.heal(3);
    assert_eq!((hero.limbs[2], hero.limbs[3], hero.damage), (0, 0, 2));
}

#[test]
fn winning_a_node_closes_its_siblings_and_a_loss_costs_a_retreat() {
    let content = library();
    let campaign = shipped(&content);
    let mut journey = Journey::start(&content, &campaign, 1, &mut PolicyChooser);
    let (ambush, bridge, cellar) = (
        0,
        fight_node(&campaign, "bridge"),
        fight_node(&campaign, "cellar"),
    );
    journey.progress.pass(&campaign, ambush);
    assert_eq!(journey.progress.open, vec![bridge, cellar]);
    let retreats = journey.progress.retreats;
    journey.progress.retreat(bridge);
    assert_eq!(
        journey.progress.open,
        vec![bridge, cellar],
        "the choice stays as it was"
    );
    assert_eq!(journey.progress.retreats, retreats - 1);
    journey.progress.pass(&campaign, cellar);
    assert!(
        journey.progress.closed.contains(&bridge),
        "taking the cellar closed the bridge"
    );
    for _ in 0..retreats {
        journey.progress.retreat(cellar);
    }
    assert_eq!(journey.progress.standing, Standing::Lost(Loss::Retreats));
}

/// `aguja …` run in `dir`, its stdout; it must exit 0.
fn aguja(dir: &Path, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_aguja"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("aguja runs");
    assert!(
        out.status.success(),
        "aguja {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn headless_save_and_continue_give_the_lines_of_one_run_and_every_replay_replays() {
    let dir = scratch("campaign-play");
    let file = std::fs::canonicalize(SHIPPED).unwrap();
    let file = file.to_str().unwrap();
    // Seed 12 goes past its second fight (it reaches the cliffs).
    let whole = aguja(
        &dir,
        &["play", "--campaign", file, "--headless", "--seed", "12"],
    );
    assert!(whole.lines().count() > 4, "{whole}");
    std::fs::remove_dir_all(dir.join("replays")).unwrap();
    let first = aguja(
        &dir,
        &[
            "play",
            "--campaign",
            file,
            "--headless",
            "--seed",
            "12",
            "--save",
            "s.ron",
            "--stop-after-fights",
            "2",
        ],
    );
    assert_eq!(
        first.lines().filter(|l| l.starts_with("fight ")).count(),
        2,
        "{first}"
    );
    let rest = aguja(&dir, &["play", "--headless", "--load", "s.ron"]);
    assert_eq!(format!("{first}{rest}"), whole);
    let replays = dir.join("replays/campaigns/the-relic-road");
    let mut files: Vec<_> = std::fs::read_dir(&replays)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    assert_eq!(
        files.len(),
        whole.lines().filter(|l| l.starts_with("fight ")).count()
    );
    assert!(files[0].ends_with("01-ambush.ron"), "{files:?}");
    for replay in files {
        let out = aguja(&dir, &["replay", replay.to_str().unwrap()]);
        assert!(out.contains("the replay gives the recorded log"), "{out}");
    }
}

#[test]
fn a_changed_or_damaged_campaign_save_is_refused_with_the_reason_and_kept() {
    let dir = scratch("campaign-save");
    let file = std::fs::canonicalize(SHIPPED).unwrap();
    let changed = dir.join("changed.ron");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&changed, &text).unwrap();
    aguja(
        &dir,
        &[
            "play",
            "--campaign",
            changed.to_str().unwrap(),
            "--headless",
            "--seed",
            "12",
            "--save",
            "s.ron",
            "--stop-after-fights",
            "1",
        ],
    );
    std::fs::write(&changed, text.replace("retreats: 3", "retreats: 4")).unwrap();
    let saved = std::fs::read_to_string(dir.join("s.ron")).unwrap();
    // Loading `s.ron` holding `file` fails with `why`, and leaves the file as it was.
    let refused = |file: &str, why: &str| {
        std::fs::write(dir.join("s.ron"), file).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_aguja"))
            .current_dir(&dir)
            .args(["play", "--headless", "--load", "s.ron"])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains(why), "{stderr} should say {why}");
        let kept = std::fs::read_to_string(dir.join("s.ron")).unwrap();
        assert_eq!(kept, file, "the file is kept");
    };
    refused(&saved, "has changed since this campaign was saved");
    std::fs::write(&changed, &text).unwrap();
    refused(
        &saved.replacen("damage: 0", "damage: 4000000000", 1),
        "damaged",
    );
}

#[test]
fn simulate_campaign_reports_finished_and_each_nodes_reached_and_won() {
    let dir = scratch("campaign-sim");
    let file = std::fs::canonicalize(SHIPPED).unwrap();
    let file = file.to_str().unwrap();
    let simulate = |threads: &str| {
        let args = [
            "simulate",
            "--campaign",
            file,
            "-n",
            "6",
            "--json",
            "--threads",
            threads,
        ];
        serde_json::from_str::<serde_json::Value>(&aguja(&dir, &args)).expect("JSON")
    };
    let json = simulate("2");
    assert_eq!(json["campaigns"], 6);
    assert!(json["finished"].as_u64().is_some());
    let nodes = json["nodes"].as_array().unwrap();
    assert_eq!(nodes[0]["id"], "ambush");
    assert_eq!(
        nodes[0]["reached"], 6,
        "every campaign fights the first node"
    );
    assert!(
        nodes
            .iter()
            .all(|n| n["won"].as_u64().unwrap() <= n["attempts"].as_u64().unwrap())
    );
    // One thread or two: the same totals.
    let one = simulate("1");
    assert_eq!(one["nodes"], json["nodes"]);
}

#[test]
fn flags_that_do_not_go_together_are_refused_at_once() {
    let dir = scratch("campaign-flags");
    let file = std::fs::canonicalize(SHIPPED).unwrap();
    let file = file.to_str().unwrap();
    for (args, says) in [
        (
            vec![
                "play",
                "--campaign",
                file,
                "--headless",
                "levels/seed-example.ron",
            ],
            "--campaign plays the campaign's own fights",
        ),
        (
            vec!["play", "--campaign", file, "--headless", "--tutorial"],
            "--tutorial starts another",
        ),
        (
            vec!["simulate", "--campaign", file, "levels/seed-example.ron"],
            "leave out the level files",
        ),
        (
            vec!["simulate", "--campaign", file, "-n", "0"],
            "nothing to",
        ),
        (
            vec![
                "play",
                "--headless",
                "--stop-after-fights",
                "2",
                "--save",
                "x.ron",
            ],
            "--stop-after-fights counts a campaign's fights",
        ),
        (
            vec![
                "play",
                "--campaign",
                file,
                "--save",
                "x.ron",
                "--stop-after-fights",
                "2",
            ],
            "--stop-after-fights stops a campaign played --headless",
        ),
        (
            vec![
                "play",
                "--campaign",
                file,
                "--headless",
                "--screenshot",
                "x.png",
            ],
            "--screenshot is for the game window",
        ),
        (
            vec![
                "play",
                "--campaign",
                file,
                "--screen",
                "combat",
                "--screenshot",
                "x.png",
            ],
            "--screen combat is not a campaign's",
        ),
        (
            vec!["play", "--screen", "party", "--screenshot", "x.png"],
            "--screen party shows a campaign: give --campaign FILE",
        ),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_aguja"))
            .current_dir(&dir)
            .args(&args)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}

//! Whole campaigns played headless: one through (`aguja play --campaign --headless`) with a
//! line per fight, and many over the cores (`aguja simulate --campaign`), each campaign played
//! in order on one thread so that the totals do not depend on the thread count.

use super::parallel::{RunStats, run};
use super::players::{Sides, Watch, play_from};
use crate::campaign::{FightResult, Journey, PolicyChooser, Standing, policy};
use crate::combat::{CombatEvent, Decision, Recording};
use crate::content::Content;
use crate::content::campaign::{Campaign, NodeKind};
use serde::Serialize;

/// Keeps a fight's answers, for its recording.
#[derive(Default)]
struct Answers(Vec<Decision>);

impl Watch for Answers {
    fn answered(&mut self, decision: &Decision) {
        self.0.push(decision.clone());
    }
}

/// A fight as it was played: its recording (start, names, every answer) and its log, the
/// `CombatStarted` first, as a replay of it gives them.
pub struct FoughtFight<'a> {
    /// The fight's number in the campaign, from 1.
    pub number: usize,
    pub node: &'a str,
    pub level: &'a str,
    pub recording: Recording,
    pub log: Vec<CombatEvent>,
}

/// What a caller sees as a campaign goes on. Every method has a default that ignores it.
pub trait CampaignWatch {
    /// The party enters fight `node` with the heroes `chosen`.
    fn entering(&mut self, _journey: &Journey, _node: usize, _chosen: &[usize]) {}
    /// The party passed the camp `node`.
    fn camped(&mut self, _node: usize) {}
    /// A fight was played (to keep its replay).
    fn fought(&mut self, _fight: FoughtFight) {}
    /// A line for people: a fight, a camp, the end.
    fn line(&mut self, _line: String) {}
}

/// Plays `journey` on with the policy making every choice and `sides` playing each fight,
/// until it ends or `stop_after` fights have been fought in this call.
pub fn play_through(
    content: &Content,
    campaign: &Campaign,
    journey: &mut Journey,
    sides: &Sides,
    stop_after: Option<u32>,
    watch: &mut dyn CampaignWatch,
) {
    let mut events: Vec<CombatEvent> = Vec::new();
    let mut fought = 0u32;
    while journey.progress.going() {
        if stop_after.is_some_and(|k| fought >= k) {
            return;
        }
        let open = journey.progress.open.clone();
        let Some(n) = policy::choose_node(content, campaign, &journey.party, &open) else {
            break;
        };
        let node = &campaign.nodes[n];
        let fight = match &node.kind {
            NodeKind::Camp { name, heal, .. } => {
                journey.camp(campaign, n);
                watch.camped(n);
                watch.line(format!("camp {}: {name}; every hero heals {heal}", node.id));
                continue;
            }
            NodeKind::Fight(fight) => fight,
        };
        if !journey.rest_until_ready(content, campaign) {
            break;
        }
        let chosen = policy::choose_heroes(content, &journey.party, fight);
        watch.entering(journey, n, &chosen);
        let Some((seed, deployed)) = journey.begin_fight(content, campaign, n, &chosen) else {
            break;
        };
        let mut answers = Answers::default();
        let end = play_from(
            content,
            deployed.state.clone(),
            seed,
            sides,
            &mut events,
            &mut answers,
        );
        fought += 1;
        let mut log = vec![CombatEvent::CombatStarted {
            encounter: deployed.roster.encounter.clone(),
            seed,
        }];
        log.extend(events.iter().cloned());
        watch.fought(FoughtFight {
            number: journey.fights.len() + 1,
            node: &node.id,
            level: &fight.level_name,
            recording: Recording {
                decisions: answers.0,
                ..Recording::new(deployed.state.clone(), deployed.roster.clone())
            },
            log,
        });
        let record = journey
            .end_fight(
                content,
                campaign,
                n,
                seed,
                &deployed,
                &end,
                &mut PolicyChooser,
            )
            .clone();
        watch.line(fight_line(journey, &record));
    }
    watch.line(end_line(campaign, journey));
}

/// "fight 3 bridge (attempt 1, seed 42): won in 6 rounds; Aldric 4 damage, 2 advantages; …"
fn fight_line(journey: &Journey, record: &crate::campaign::FightRecord) -> String {
    let result = match record.result {
        FightResult::Won => "won",
        FightResult::Lost => "lost",
        FightResult::Draw => "drawn (the round limit)",
    };
    let heroes: Vec<String> = journey
        .party
        .heroes
        .iter()
        .map(|h| {
            let state = if h.dead { ", dead" } else { "" };
            let n = h.advantages.len();
            let s = if n == 1 { "" } else { "s" };
            format!(
                "{} {} damage, {n} advantage{s}{state}",
                h.name,
                h.total_damage()
            )
        })
        .collect();
    format!(
        "fight {} {} (attempt {}, seed {}): {result} in {} rounds; {}",
        journey.fights.len(),
        record.node,
        record.attempt,
        record.seed,
        record.rounds,
        heroes.join("; ")
    )
}

/// The campaign's result line.
fn end_line(campaign: &Campaign, journey: &Journey) -> String {
    let won = journey.progress.fights_won(campaign);
    match &journey.progress.standing {
        Standing::Finished => format!(
            "{}: finished, {won} fights won of {} fought",
            campaign.def.name,
            journey.fights.len()
        ),
        Standing::Lost(loss) => format!(
            "{}: lost ({}), {won} fights won of {} fought",
            campaign.def.name,
            loss.words(),
            journey.fights.len()
        ),
        Standing::Going => format!(
            "{}: under way, {won} fights won of {} fought",
            campaign.def.name,
            journey.fights.len()
        ),
    }
}

/// One node's figures over many campaigns.
#[derive(Clone, Debug, Default, Serialize)]
pub struct NodeFigures {
    pub id: String,
    /// Campaigns that fought it at least once.
    pub reached: u64,
    pub won: u64,
    /// Lost attempts.
    pub lost: u64,
    pub attempts: u64,
    /// Summed over attempts, for the means: heroes sent, their advantages and damage.
    #[serde(skip)]
    heroes: u64,
    #[serde(skip)]
    advantages: u64,
    #[serde(skip)]
    damage: u64,
    pub mean_heroes: f64,
    pub mean_advantages: f64,
    pub mean_damage: f64,
}

/// What `simulate --campaign` measured.
#[derive(Clone, Debug, Default, Serialize)]
pub struct CampaignReport {
    pub campaign: String,
    pub campaigns: u64,
    pub finished: u64,
    pub lost: u64,
    /// Lost campaigns by reason: `retreats`, `must_survive`, `party_gone`.
    pub lost_by: std::collections::BTreeMap<String, u64>,
    pub nodes: Vec<NodeFigures>,
    pub policy: &'static str,
    pub seconds: f64,
    pub threads: usize,
}

struct Gather<'a> {
    campaign: &'a Campaign,
    report: CampaignReport,
    reached: Vec<bool>,
}

impl CampaignWatch for Gather<'_> {
    fn camped(&mut self, node: usize) {
        let figures = &mut self.report.nodes[node];
        figures.attempts += 1;
        figures.won += 1;
        if !self.reached[node] {
            self.reached[node] = true;
            figures.reached += 1;
        }
    }

    fn entering(&mut self, journey: &Journey, node: usize, chosen: &[usize]) {
        let figures = &mut self.report.nodes[node];
        figures.attempts += 1;
        if !self.reached[node] {
            self.reached[node] = true;
            figures.reached += 1;
        }
        figures.heroes += chosen.len() as u64;
        for &h in chosen {
            let hero = &journey.party.heroes[h];
            figures.advantages += hero.advantages.len() as u64;
            figures.damage += u64::from(hero.total_damage());
        }
    }
}

fn empty_report(campaign: &Campaign) -> CampaignReport {
    CampaignReport {
        campaign: campaign.def.name.clone(),
        nodes: campaign
            .nodes
            .iter()
            .map(|n| NodeFigures {
                id: n.id.clone(),
                ..Default::default()
            })
            .collect(),
        policy: policy::STATED,
        ..Default::default()
    }
}

fn merge(mut a: CampaignReport, b: CampaignReport) -> CampaignReport {
    a.campaigns += b.campaigns;
    a.finished += b.finished;
    a.lost += b.lost;
    for (k, v) in b.lost_by {
        *a.lost_by.entry(k).or_default() += v;
    }
    for (x, y) in a.nodes.iter_mut().zip(b.nodes) {
        x.reached += y.reached;
        x.won += y.won;
        x.lost += y.lost;
        x.attempts += y.attempts;
        x.heroes += y.heroes;
        x.advantages += y.advantages;
        x.damage += y.damage;
    }
    a
}

/// Plays `n` campaigns with seeds `seed`, `seed + 1`, … on `threads` threads.
pub fn simulate_campaigns(
    content: &Content,
    campaign: &Campaign,
    n: u64,
    seed: u64,
    sides: &Sides,
    threads: usize,
    progress: impl Fn(u64, u64) + Sync + Send,
) -> CampaignReport {
    let (mut report, stats): (CampaignReport, RunStats) = run(
        n,
        threads,
        || CampaignReport {
            nodes: empty_report(campaign).nodes,
            ..Default::default()
        },
        || (),
        |i, acc, _| {
            let mut journey =
                Journey::start(content, campaign, seed.wrapping_add(i), &mut PolicyChooser);
            let mut gather = Gather {
                campaign,
                report: CampaignReport {
                    nodes: empty_report(campaign).nodes,
                    ..Default::default()
                },
                reached: vec![false; campaign.nodes.len()],
            };
            play_through(content, campaign, &mut journey, sides, None, &mut gather);
            let mut one = gather.report;
            one.campaigns = 1;
            for r in &journey.fights {
                if let Some(k) = gather.campaign.node(&r.node) {
                    match r.result {
                        FightResult::Won => one.nodes[k].won += 1,
                        _ => one.nodes[k].lost += 1,
                    }
                }
            }
            match &journey.progress.standing {
                Standing::Finished => one.finished = 1,
                Standing::Lost(loss) => {
                    one.lost = 1;
                    one.lost_by.insert(loss.key().to_string(), 1);
                }
                Standing::Going => {}
            }
            let taken = std::mem::take(acc);
            *acc = merge(taken, one);
        },
        merge,
        progress,
    );
    let header = empty_report(campaign);
    report.campaign = header.campaign;
    report.policy = header.policy;
    report.seconds = stats.seconds;
    report.threads = stats.threads;
    for f in &mut report.nodes {
        let attempts = f.attempts.max(1) as f64;
        let heroes = f.heroes.max(1) as f64;
        f.mean_heroes = f.heroes as f64 / attempts;
        f.mean_advantages = f.advantages as f64 / heroes;
        f.mean_damage = f.damage as f64 / heroes;
    }
    report
}

/// Collects every fight the shipped policy deploys in `campaigns` campaigns (seeds `seed`, …):
/// its start, with the heroes' carried wounds, disabled limbs and gear, named by campaign seed,
/// node and attempt. `aguja soak --campaign` plays these starts with every pairing of players.
pub fn campaign_starts(
    content: &Content,
    campaign: &Campaign,
    campaigns: u64,
    seed: u64,
) -> Vec<(String, crate::combat::CombatState)> {
    struct Collect(Vec<(String, crate::combat::CombatState)>, u64);
    impl CampaignWatch for Collect {
        fn fought(&mut self, fight: FoughtFight) {
            let label = format!(
                "campaign seed {}, fight {} {}",
                self.1, fight.number, fight.node
            );
            self.0.push((label, fight.recording.start));
        }
    }
    let sides = Sides::normal_heroes_against(crate::control::Seat::Ai(crate::ai::Strength::Normal));
    let mut collect = Collect(Vec::new(), seed);
    for i in 0..campaigns {
        collect.1 = seed.wrapping_add(i);
        let mut journey = Journey::start(content, campaign, collect.1, &mut PolicyChooser);
        play_through(content, campaign, &mut journey, &sides, None, &mut collect);
    }
    collect.0
}

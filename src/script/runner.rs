//! Running a scenario script headless: the real rules in a `MinimalPlugins` app, answered from
//! the script, with the log as the result.

use super::{AfterScript, ScriptDecision, ScriptFile, StateOverrides};
use crate::combat::components::OnGround;
use crate::combat::phase::in_phase;
use crate::combat::run::{MAX_UPDATES, Stopped, run_until, waiting};
use crate::combat::wording::{Phrasing, in_words};
use crate::combat::world::CombatWorld;
use crate::combat::{
    CombatEvent, CombatLog, CombatPhase, CombatSet, CombatStep, ContentDb, Names, Outcome,
    PendingDecision, Rejection, Roster, RoundInfo, begin_combat,
};
use crate::content::{Content, ContentErrors, Encounter, SourceText, load_encounter};
use crate::control::{Seat, Seats};
use bevy::prelude::*;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// How a script run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScriptOutcome {
    /// The combat ended.
    Finished(Outcome),
    /// The decisions ran out; the rules wait for this.
    Waiting(String),
    /// Decision number `index` (1-based) was illegal.
    Rejected { index: usize, reason: Rejection },
    /// Decision number `index` does not fit what the rules ask.
    ScriptError { index: usize, reason: String },
    /// The safety limit of updates was reached (never seen with a finite script).
    Stalled,
}

impl ScriptOutcome {
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            ScriptOutcome::Rejected { .. }
                | ScriptOutcome::ScriptError { .. }
                | ScriptOutcome::Stalled
        )
    }
}

/// The result of a script: every event, as data and as log lines.
#[derive(Clone, Debug)]
pub struct ScriptRun {
    pub events: Vec<CombatEvent>,
    pub lines: Vec<String>,
    pub outcome: ScriptOutcome,
    pub roster: Roster,
    /// `app.update()` calls the run took.
    pub updates: u64,
    /// The whole combat state when the run stopped.
    pub state: crate::combat::CombatState,
}

/// The scripted decisions still to give, and the overrides still to apply.
#[derive(Resource, Default)]
struct ScriptQueue {
    decisions: VecDeque<ScriptDecision>,
    used: usize,
    error: Option<(usize, String)>,
    setup: Option<StateOverrides>,
}

/// Reads, checks and runs a script file.
pub fn run_script_file(path: &Path, content: Arc<Content>) -> Result<ScriptRun, ContentErrors> {
    let (src, script) =
        crate::content::load::read_ron::<ScriptFile>(path).map_err(|e| ContentErrors(vec![e]))?;
    checked_setup(&src, &script)?;
    let encounter = script_encounter(path, &script, &content)?;
    Ok(run_script(script, &encounter, content))
}

/// Parses and runs a script given as text (`origin` names it in errors and anchors paths).
pub fn run_script_text(
    origin: &Path,
    text: &str,
    content: Arc<Content>,
) -> Result<ScriptRun, ContentErrors> {
    let (src, script) =
        crate::content::load::parse_ron::<ScriptFile>(SourceText::new(origin, text))
            .map_err(|e| ContentErrors(vec![e]))?;
    checked_setup(&src, &script)?;
    let encounter = script_encounter(origin, &script, &content)?;
    Ok(run_script(script, &encounter, content))
}

/// The script's setup numbers within their ranges, or every one that is not.
fn checked_setup(src: &SourceText, script: &ScriptFile) -> Result<(), ContentErrors> {
    let errors = script
        .setup
        .as_ref()
        .map(|setup| super::setup_check::check_setup(src, setup))
        .unwrap_or_default();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(ContentErrors(errors))
    }
}

fn script_encounter(
    origin: &Path,
    script: &ScriptFile,
    content: &Content,
) -> Result<Encounter, ContentErrors> {
    match &script.encounter {
        super::EncounterSource::Path(p) => {
            let beside = origin
                .parent()
                .map(|d| d.join(p))
                .unwrap_or_else(|| PathBuf::from(p));
            let path = if beside.exists() {
                beside
            } else {
                crate::content::load::project_path(p)
            };
            load_encounter(&path, content)
        }
        super::EncounterSource::Inline(def) => {
            let text = ron::to_string(def).unwrap_or_default();
            Encounter::resolve(&SourceText::new(origin, text), def.clone(), content)
                .map_err(ContentErrors)
        }
    }
}

/// Runs a parsed script against a resolved encounter.
pub fn run_script(script: ScriptFile, encounter: &Encounter, content: Arc<Content>) -> ScriptRun {
    let mut app = crate::headless_app(content.clone());
    app.insert_resource(Seats::all(Seat::Scripted));
    app.insert_resource(ScriptQueue {
        decisions: script.decisions.into(),
        setup: script.setup,
        ..Default::default()
    });
    app.add_systems(
        CombatStep,
        (
            apply_overrides
                .in_set(CombatSet::Adjust)
                .run_if(in_phase(CombatPhase::Opportunity)),
            scripted_controller
                .in_set(CombatSet::Control)
                .run_if(in_phase(CombatPhase::AwaitDecision)),
        ),
    );
    begin_combat(app.world_mut(), encounter, script.seed);
    app.world_mut()
        .resource_mut::<crate::combat::CombatRng>()
        .forced
        .extend(script.dice);
    let ran = run_until(&mut app, MAX_UPDATES, |world| stopped(world, script.then));
    let updates = ran.updates;
    let outcome = match ran.stopped {
        Stopped::By(outcome) => outcome,
        Stopped::Limit => ScriptOutcome::Stalled,
    };
    let state = crate::combat::capture(app.world_mut());
    let world = app.world();
    let events = world.resource::<CombatLog>().events.clone();
    let roster = world.resource::<Roster>().clone();
    let names = Names {
        combatants: &roster.names,
        parts: &roster.parts,
        content: &content,
    };
    let lines = events.iter().map(|e| log_line(&names, e)).collect();
    ScriptRun {
        events,
        lines,
        outcome,
        roster,
        updates,
        state,
    }
}

/// Why the run stops after this update, if it does: the combat ended, the script went wrong, or
/// its decisions ran out and the rules wait (unless random players take over from there).
fn stopped(world: &mut World, then: AfterScript) -> Option<ScriptOutcome> {
    if let Some(outcome) = world.resource::<RoundInfo>().outcome.clone() {
        return Some(ScriptOutcome::Finished(outcome));
    }
    let queue = world.resource::<ScriptQueue>();
    if let Some((index, reason)) = queue.error.clone() {
        return Some(ScriptOutcome::ScriptError { index, reason });
    }
    let used = queue.used;
    let exhausted = queue.decisions.is_empty();
    if let Some(reason) = rejection(world) {
        return Some(ScriptOutcome::Rejected {
            index: used,
            reason,
        });
    }
    if !exhausted || !waiting(world) {
        return None;
    }
    if then == AfterScript::Random {
        world.insert_resource(Seats::all(Seat::Random));
        return None;
    }
    let request = world.resource::<PendingDecision>().request.as_ref()?;
    let names = &world.resource::<Roster>().names;
    Some(ScriptOutcome::Waiting(in_words(
        request,
        Phrasing::Waiting(names),
    )))
}

/// One log line: the event in words, then the rule that applied.
pub fn log_line(names: &Names, event: &CombatEvent) -> String {
    match event.rule() {
        Some(rule) => format!("{} [{rule}]", names.describe(event)),
        None => names.describe(event),
    }
}

fn rejection(world: &World) -> Option<Rejection> {
    let log = world.resource::<CombatLog>();
    log.events.iter().rev().find_map(|e| match e {
        CombatEvent::DecisionRejected { reason, .. } => Some(reason.clone()),
        _ => None,
    })
}

fn scripted_controller(
    mut pending: ResMut<PendingDecision>,
    seats: Res<Seats>,
    mut queue: ResMut<ScriptQueue>,
    roster: Res<Roster>,
    content: Res<ContentDb>,
    ground: Query<&OnGround>,
) {
    if pending.answer.is_some() || queue.error.is_some() {
        return;
    }
    let Some(request) = &pending.request else {
        return;
    };
    if seats.seat(request.decider()) != Seat::Scripted {
        return;
    }
    let Some(next) = queue.decisions.pop_front() else {
        return;
    };
    queue.used += 1;
    let ground: Vec<_> = ground.iter().map(|g| g.0.clone()).collect();
    match next.to_decision(request, &roster, &content.0, &ground) {
        Ok(decision) => pending.answer = Some(decision),
        Err(mistake) => queue.error = Some((queue.used, mistake.to_string())),
    }
}

/// Applies the script's state overrides once, when round 1 reaches its first opportunity.
fn apply_overrides(mut queue: ResMut<ScriptQueue>, roster: Res<Roster>, mut world: CombatWorld) {
    let Some(setup) = queue.setup.take() else {
        return;
    };
    let mut unknown = None;
    world.run(|ctx| {
        if let Some(n) = setup.needle {
            ctx.needle.0 = n;
        }
        for o in &setup.combatants {
            let Some(id) = roster.id_of(&o.name) else {
                unknown = Some(format!(
                    "setup names `{}`, who is not in the encounter",
                    o.name
                ));
                continue;
            };
            let f = ctx.f_mut(id);
            let limb = |name: &str| f.parts.iter().position(|p| &*p.name == name);
            let limb_damage: Vec<(usize, u32)> = o
                .limb_damage
                .iter()
                .filter_map(|(n, v)| Some((limb(n)?, *v)))
                .collect();
            let limb_wait: Vec<(usize, u32)> = o
                .limb_wait
                .iter()
                .filter_map(|(n, v)| Some((limb(n)?, *v)))
                .collect();
            if let Some(v) = o.ap_level {
                f.ap = v.min(crate::combat::ctx::AP_CAP);
            }
            if let Some(v) = o.damage {
                f.damage = v;
            }
            if let Some(v) = o.wait {
                f.wait = v;
            }
            if let Some(v) = o.preparation {
                f.prep = v;
            }
            for (i, v) in limb_damage {
                f.parts[i].damage = v;
            }
            f.parts_damage_changed();
            for (i, v) in limb_wait {
                f.parts[i].wait = v;
            }
        }
    });
    if let Some(reason) = unknown {
        queue.error = Some((0, reason));
    }
}

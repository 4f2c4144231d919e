//! The host's side of a lobby held until its host starts the fight (the window's "Host a
//! game"): players claim and let go of seats (each hero, or the Dark Lord: every minion at
//! once), name themselves and say they are ready; the host gives seats to the AI or frees them,
//! and starts once every seat is filled and every player ready. Each client is sent the lobby's
//! view whenever what it would see changes. A headless host's lobby (`Host::headless`) is the
//! same but nobody starts it: the fight starts as soon as every remote seat is claimed, by a
//! client's hello (`--seats`, or every open seat) or in the lobby (a window's players).

use super::host::Host;
use super::lobby::{Held, NotReady};
use super::protocol::{Holder, LobbyAsk, LobbyView, PlayerView, SeatView, ToClient, clean_name};
use crate::ai::Strength;
use crate::combat::{CombatantId, Roster};
use crate::content::Side;
use crate::control::{Seat, Seats};
use bevy::prelude::*;

impl Host {
    /// A headless host (`aguja host --headless`): its lobby is shown to every client, so that a
    /// window can take seats in it, and the fight starts once every remote seat is taken.
    pub fn headless(game: App, seats: Vec<Seat>, terms: super::host::Terms) -> Self {
        let mut host = Host::new(game, seats, terms);
        host.lobby_of_seats(true);
        host
    }

    /// Holds a lobby: the fight waits for `start` (the window's host).
    pub fn hold_lobby(&mut self) {
        self.lobby_of_seats(false);
    }

    /// The lobby's seats (each hero, then the Dark Lord), started by the host or `when_filled`.
    fn lobby_of_seats(&mut self, when_filled: bool) {
        let world = self.game.world_mut();
        let roster = world.resource::<Roster>().clone();
        let sides: Vec<(CombatantId, Side)> = world
            .query::<(&CombatantId, &crate::combat::components::Allegiance)>()
            .iter(world)
            .map(|(id, side)| (*id, side.0))
            .collect();
        let mut sides = sides;
        sides.sort_unstable();
        let mut groups: Vec<(String, Side, Vec<CombatantId>)> = sides
            .iter()
            .filter(|(_, side)| *side == Side::Heroes)
            .map(|(id, side)| {
                let name = roster.names.get(id.index()).cloned().unwrap_or_default();
                (name, *side, vec![*id])
            })
            .collect();
        let minions: Vec<CombatantId> = sides
            .iter()
            .filter(|(_, side)| *side == Side::Minions)
            .map(|(id, _)| *id)
            .collect();
        if !minions.is_empty() {
            groups.push(("The Dark Lord".into(), Side::Minions, minions));
        }
        self.held = Some(Held {
            level: roster.encounter.clone(),
            groups,
            when_filled,
            ..Held::default()
        });
    }

    /// Whether the fight may start once the seats are filled: at once headless, at the host's
    /// word with a lobby it holds.
    pub(super) fn may_start(&self) -> bool {
        self.held
            .as_ref()
            .is_none_or(|held| held.started || held.when_filled)
    }

    /// The seat `who` belongs to, as players claim it (every minion for one).
    fn group(&self, who: CombatantId) -> Vec<CombatantId> {
        self.held
            .as_ref()
            .and_then(|held| held.groups.iter().find(|(_, _, g)| g.contains(&who)))
            .map_or_else(Vec::new, |(_, _, g)| g.clone())
    }

    /// Why the fight cannot start yet (None: it can).
    pub fn not_ready(&self) -> Option<NotReady> {
        self.lobby.not_ready()
    }

    /// Starts the fight if every seat is filled and every player ready; else says why not.
    pub fn start(&mut self) -> Result<(), NotReady> {
        if let Some(reason) = self.not_ready() {
            return Err(reason);
        }
        self.game.insert_resource(Seats::of(self.seats.clone()));
        if let Some(held) = &mut self.held {
            held.started = true;
        }
        Ok(())
    }

    /// The host gives the seat of `who` to the AI at `strength` (before the fight).
    pub fn give_to_ai(&mut self, who: CombatantId, strength: Strength) {
        let group = self.group(who);
        self.lobby.close_seats(&group);
        for seat in &group {
            self.seats[seat.index()] = Seat::Ai(strength);
        }
    }

    /// The host opens the seat of `who` to remote players (before the fight).
    pub fn free(&mut self, who: CombatantId) {
        let group = self.group(who);
        self.lobby.open_seats(&group);
        for seat in &group {
            self.seats[seat.index()] = Seat::Remote(0);
        }
    }

    /// A player's ask, taken before the fight; a spectator's, or any without a lobby, is out
    /// of place and counted.
    pub(super) fn lobby_ask(&mut self, net: &mut World, client: Entity, ask: LobbyAsk) {
        let (Some(n), Some(_)) = (self.lobby.player_of(client), &self.held) else {
            self.strike(net, client);
            return;
        };
        if self.begun() || self.held.as_ref().is_some_and(|h| h.started) {
            // A click that crossed the start: nothing to do.
            return;
        }
        match ask {
            LobbyAsk::Claim(who) => {
                let group = self.group(who);
                if self.lobby.claim(n, &group) {
                    for seat in &group {
                        self.seats[seat.index()] = Seat::Remote(n);
                    }
                    // A headless host's fight starts with no `start` to set them.
                    self.game.insert_resource(Seats::of(self.seats.clone()));
                }
            }
            LobbyAsk::Release(who) => self.lobby.release(n, &self.group(who)),
            LobbyAsk::Ready(ready) => self.lobby.players[usize::from(n)].ready = ready,
            LobbyAsk::Name(name) => {
                if let Some(name) = clean_name(&name) {
                    self.lobby.players[usize::from(n)].name = name;
                }
            }
        }
    }

    /// The lobby as player `you` sees it (None: a spectator).
    pub fn view(&self, you: Option<u8>) -> Option<LobbyView> {
        let held = self.held.as_ref()?;
        let mut seats = Vec::new();
        for (name, side, group) in &held.groups {
            let holders: Vec<Holder> = group.iter().map(|c| self.holder(*c)).collect();
            if holders.iter().all(|h| *h == holders[0]) {
                seats.push(SeatView {
                    combatants: group.clone(),
                    name: name.clone(),
                    side: *side,
                    holder: holders[0],
                });
                continue;
            }
            // Taken in part (a hello named some of the minions): each shown on its own, so
            // that every client reads its own seats off the view right.
            let roster = self.game.world().resource::<Roster>();
            for (who, holder) in group.iter().zip(holders) {
                seats.push(SeatView {
                    combatants: vec![*who],
                    name: roster.names.get(who.index()).cloned().unwrap_or_default(),
                    side: *side,
                    holder,
                });
            }
        }
        let players = self
            .lobby
            .players
            .iter()
            .map(|p| PlayerView {
                name: p.name.clone(),
                ready: p.ready,
                connected: p.connection.is_some(),
            })
            .collect();
        Some(LobbyView {
            level: held.level.clone(),
            seats,
            players,
            you,
            started: held.started || (held.when_filled && self.begun()),
            when_filled: held.when_filled,
            drop_wait: self
                .drop_wait_left(std::time::Instant::now())
                .map(|left| left.as_millis().div_ceil(1000) as u32),
        })
    }

    /// Who holds the seat of `who`: a player, the AI, or nobody yet.
    fn holder(&self, who: CombatantId) -> Holder {
        match (self.seats[who.index()], self.lobby.holder(who)) {
            (_, Some(n)) => Holder::Player(n),
            (Seat::Ai(strength), None) => Holder::Ai(strength),
            _ => Holder::Open,
        }
    }

    /// Each admitted client whose view changed is sent it.
    pub(super) fn send_views(&mut self, net: &mut World) {
        if self.held.is_none() {
            return;
        }
        let admitted: Vec<Entity> = self
            .peers
            .iter()
            .filter(|(_, p)| p.admitted)
            .map(|(c, _)| *c)
            .collect();
        for client in admitted {
            let Some(view) = self.view(self.lobby.player_of(client)) else {
                continue;
            };
            let held = self.held.as_mut().expect("checked above");
            if held.sent.get(&client) == Some(&view) {
                continue;
            }
            held.sent.insert(client, view.clone());
            self.send(net, client, ToClient::Lobby(Box::new(view)));
        }
    }
}

//! The title's way into network play: "Host a game" (the encounter as chosen, on a port, with
//! a password if wanted; the seats given to a player are open to remote players, player 1's
//! are this window's own, the AI keeps its own; what a dropped player's seats do) and "Join a game" (an address, a name, the
//! host's password, or only to watch).

use crate::net::on_drop::{DROP_WAIT_SECS, OnDrop};
use crate::ui::ask::Ask;
use crate::ui::netplay::{HostSetup, JoinSetup, NetAsk};
use crate::ui::seating::StartSetup;
use crate::ui::widgets::{bad, dim};
use bevy_egui::egui::{self, RichText};
use std::net::{SocketAddr, ToSocketAddrs};

/// Which form is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NetForm {
    Host,
    Join,
}

/// What the network forms hold.
#[derive(Clone, Debug)]
pub struct NetDraft {
    pub form: Option<NetForm>,
    pub port: String,
    pub password: String,
    pub address: String,
    pub name: String,
    pub watch: bool,
    /// The host's choice for a player who drops mid-fight.
    pub on_drop: OnDrop,
}

impl Default for NetDraft {
    fn default() -> Self {
        NetDraft {
            form: None,
            port: "7420".into(),
            password: String::new(),
            address: "127.0.0.1:7420".into(),
            name: "Player".into(),
            watch: false,
            on_drop: OnDrop::Wait,
        }
    }
}

/// The two buttons beside "Start the fight".
pub fn buttons(ui: &mut egui::Ui, net: &mut NetDraft) {
    let host = ui
        .add_sized([130.0, 40.0], egui::Button::new("Host a game"))
        .on_hover_text("Play this encounter with friends on other machines");
    if host.clicked() {
        net.form = Some(NetForm::Host);
    }
    if ui
        .add_sized([130.0, 40.0], egui::Button::new("Join a game"))
        .on_hover_text("Join a game a friend hosts")
        .clicked()
    {
        net.form = Some(NetForm::Join);
    }
}

/// The open form, if any; returns the ask once it is filled in and confirmed.
pub fn form(
    ctx: &egui::Context,
    net: &mut NetDraft,
    setup: impl FnOnce() -> StartSetup,
) -> Option<Ask> {
    let form = net.form?;
    let title = match form {
        NetForm::Host => "Host a game",
        NetForm::Join => "Join a game",
    };
    let mut go = false;
    let mut open = true;
    let mut valid = false;
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .open(&mut open)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            valid = match form {
                NetForm::Host => host_fields(ui, net),
                NetForm::Join => join_fields(ui, net),
            };
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                let label = if form == NetForm::Host {
                    "Host"
                } else {
                    "Join"
                };
                go = ui.add_enabled(valid, egui::Button::new(label)).clicked();
                if ui.button("Cancel").clicked() {
                    net.form = None;
                }
            });
        });
    if !open {
        net.form = None;
    }
    if !go {
        return None;
    }
    net.form = None;
    let password = Some(net.password.trim().to_string()).filter(|p| !p.is_empty());
    let name = net.name.trim().to_string();
    Some(Ask::new(match form {
        NetForm::Host => NetAsk::Host(Box::new(HostSetup {
            setup: setup(),
            port: net.port.trim().parse().ok()?,
            password,
            name,
            on_drop: net.on_drop,
        })),
        NetForm::Join => NetAsk::Join(Box::new(JoinSetup {
            addr: address(&net.address)?,
            name,
            password,
            watch: net.watch,
            claim: Vec::new(),
        })),
    }))
}

fn row(ui: &mut egui::Ui, label: &str, text: &mut String) {
    ui.horizontal(|ui| {
        ui.add_sized([110.0, 20.0], egui::Label::new(label));
        ui.add(egui::TextEdit::singleline(text).desired_width(180.0));
    });
}

/// The host's fields; returns whether they make a game.
fn host_fields(ui: &mut egui::Ui, net: &mut NetDraft) -> bool {
    ui.label(
        RichText::new(
            "The seats you gave a player are open to friends; Player 1's are yours. \
             The AI keeps its seats. In the lobby you can change any of them.",
        )
        .color(dim()),
    );
    row(ui, "Port", &mut net.port);
    row(ui, "Password", &mut net.password);
    row(ui, "Your name", &mut net.name);
    ui.add_space(4.0);
    ui.label("If a player drops:");
    let wait = format!(
        "wait {} for them, then the AI plays on",
        spelled_wait(DROP_WAIT_SECS)
    );
    ui.radio_value(&mut net.on_drop, OnDrop::Wait, wait);
    ui.radio_value(&mut net.on_drop, OnDrop::Ai, "the AI plays on at once");
    let ok = net.port.trim().parse::<u16>().is_ok();
    if !ok {
        ui.label(RichText::new("The port is a number up to 65535.").color(bad(ui)));
    }
    ok
}

/// "2 minutes", "90 seconds": the wait as the form says it.
fn spelled_wait(secs: u64) -> String {
    match (secs / 60, secs % 60) {
        (1, 0) => "1 minute".into(),
        (minutes, 0) => format!("{minutes} minutes"),
        _ => format!("{secs} seconds"),
    }
}

/// The joiner's fields; returns whether they make a game.
fn join_fields(ui: &mut egui::Ui, net: &mut NetDraft) -> bool {
    row(ui, "Address", &mut net.address);
    row(ui, "Your name", &mut net.name);
    row(ui, "Password", &mut net.password);
    ui.checkbox(&mut net.watch, "Watch only");
    let ok = address(&net.address).is_some();
    if !ok {
        ui.label(RichText::new("Write the host's address as IP:PORT.").color(bad(ui)));
    }
    ok
}

fn address(text: &str) -> Option<SocketAddr> {
    text.trim().to_socket_addrs().ok()?.next()
}

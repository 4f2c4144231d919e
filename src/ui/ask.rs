//! What a click asks for: one message of the area that handles it (the fight, the saves, the
//! seats, the settings), carried from a panel to the world. Panels stay pure functions of a
//! snapshot that return an `Ask`; the window's systems and the tests' harness send it the same
//! way, and the area's own systems read it (`MessageReader`) in `UiSet::Answer`.

use bevy::ecs::message::Message;
use bevy::prelude::*;
use std::any::Any;
use std::fmt::Debug;

/// A message on its way, whatever its type.
trait Sendable: Any + Send + Sync + Debug {
    fn send(self: Box<Self>, world: &mut World);
    fn as_any(&self) -> &dyn Any;
    fn into_any(self: Box<Self>) -> Box<dyn Any>;
}

impl<M: Message + Debug> Sendable for M {
    fn send(self: Box<Self>, world: &mut World) {
        world.write_message(*self);
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn into_any(self: Box<Self>) -> Box<dyn Any> {
        self
    }
}

/// A player's wish from a panel: one area's message.
#[derive(Debug)]
pub struct Ask(Box<dyn Sendable>);

impl Ask {
    pub fn new<M: Message + Debug>(message: M) -> Ask {
        Ask(Box::new(message))
    }

    /// Writes the message into the world, for its area to read.
    pub fn send(self, world: &mut World) {
        self.0.send(world);
    }

    /// The message, when it is an `M` (for tests and for the screenshot tool).
    pub fn get<M: Message>(&self) -> Option<&M> {
        self.0.as_any().downcast_ref()
    }

    /// The message itself, when it is an `M`.
    pub fn take<M: Message>(self) -> Result<M, Ask> {
        if self.get::<M>().is_some() {
            let any = self.0.into_any();
            Ok(*any.downcast::<M>().expect("checked above"))
        } else {
            Err(self)
        }
    }
}

impl<M: Message + Debug> From<M> for Ask {
    fn from(message: M) -> Ask {
        Ask::new(message)
    }
}

/// The clicks of this frame, sent once every panel has drawn.
#[derive(Resource, Default)]
pub struct Asks(pub Vec<Ask>);

impl Asks {
    pub fn push(&mut self, ask: impl Into<Ask>) {
        self.0.push(ask.into());
    }
}

/// Sends the frame's clicks in `UiSet::Send`.
pub fn plugin(app: &mut App) {
    app.init_resource::<Asks>().add_systems(
        bevy_egui::EguiPrimaryContextPass,
        send_asks.in_set(super::sets::UiSet::Send),
    );
}

fn send_asks(world: &mut World) {
    let asks = std::mem::take(&mut world.resource_mut::<Asks>().0);
    for ask in asks {
        ask.send(world);
    }
}

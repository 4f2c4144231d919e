//! Network play: one host runs the fight and rolls every die; clients join from other machines,
//! see each question as a `Step` (the state with its dice withheld) and answer their own seats.
//! Built on bevy_replicon's messages over renet's netcode (`transport`).

pub mod bench;
pub mod fuzz;
pub mod fuzz_corpus;
pub mod handshake;
pub mod host;
pub mod host_drop;
pub mod host_lobby;
pub mod host_notes;
pub mod join;
pub mod lobby;
pub mod on_drop;
pub mod protocol;
pub mod transport;

//! Whether a client may come in at all: the same game version, network protocol and content
//! library as the host, and the host's password if it set one. What differs is said back in a
//! `Refused`, in words the client exits with.

use super::protocol::{GAME_VERSION, Hello, PROTOCOL_VERSION, Refused};

/// What the host checks a `Hello` against.
#[derive(Clone, Debug, Default)]
pub struct Terms {
    pub content: String,
    pub password: Option<String>,
}

/// Whether a client may come in at all: the same game, protocol, library and password.
pub fn check(terms: &Terms, hello: &Hello) -> Result<(), Refused> {
    if hello.game_version != GAME_VERSION {
        return Err(Refused::Version {
            host: GAME_VERSION.into(),
            yours: hello.game_version.clone(),
        });
    }
    if hello.protocol != PROTOCOL_VERSION {
        return Err(Refused::Protocol {
            host: PROTOCOL_VERSION,
            yours: hello.protocol,
        });
    }
    if hello.content != terms.content {
        return Err(Refused::Library {
            host: terms.content.clone(),
            yours: hello.content.clone(),
        });
    }
    if terms.password.is_some() && hello.password != terms.password {
        return Err(Refused::Password);
    }
    Ok(())
}

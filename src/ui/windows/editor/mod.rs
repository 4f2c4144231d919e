//! The encounter editor (issue 19): a level file edited in the game's window, over the title.
//! New encounter or Edit on the title opens it (`--screen editor` for a screenshot); it checks
//! the draft as `aguja check` would after every change, saves only what passes, play-tests the
//! draft at once and measures its balance with the simulator as a task off the main thread. It
//! is one of the title's windows (`ui::windows`), like the library browser, and has no systems
//! of its own.

pub mod balance;
pub mod balance_view;
pub mod check;
pub mod form;
pub mod goal;
pub mod member;
pub mod model;
pub mod pick;
pub mod save;
pub mod text;

pub use model::EditRequest;

use crate::content::Content;

/// `--screen editor-balance`: the chart of a small run (a few fights per strength) done here,
/// once the draft passes the check. `true` once the chart has its rates.
pub fn show_balance_now(editor: &mut model::Editor, content: &Content) -> bool {
    editor.show_balance = true;
    let ready = editor
        .checked
        .encounter
        .clone()
        .filter(|_| editor.checked.ok());
    if editor.balance.rates.is_empty()
        && let Some(encounter) = ready
    {
        editor.balance.combats = 4;
        let def = editor.draft.clone();
        editor.balance.run_here(content, &def, &encounter);
    }
    !editor.balance.rates.is_empty()
}

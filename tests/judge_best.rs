//! Normal plays the judge's best answer found without ranking the others (`best_act`,
//! `best_react`): it must be the very answer, with the very score, that ranking them all puts
//! first, ties included, in every state random players drive the levels into.

use crate::common::*;
use aguja::ai::judge::{Judge, Judgement};
use aguja::combat::Request;

#[test]
fn the_best_answer_alone_is_the_first_of_all_answers_ranked() {
    let content = library();
    let (mut acts, mut reacts) = (0, 0);
    visit_random_requests(&content, 0..3, |path, seed, s, request| {
        for judgement in [Judgement::NORMAL, Judgement::HARD] {
            let judge = Judge::with(s, &content, judgement);
            let (best, ranked) = match request {
                Request::Act { actor, options, .. } => {
                    acts += 1;
                    (
                        judge.best_act(*actor, options),
                        judge.act(*actor, options).into_iter().next(),
                    )
                }
                Request::React {
                    reactor,
                    link,
                    options,
                    ..
                } => {
                    reacts += 1;
                    (
                        Some(judge.best_react(*reactor, *link, options)),
                        judge.react(*reactor, *link, options).into_iter().next(),
                    )
                }
                _ => continue,
            };
            let (best, ranked) = (
                best.map(|b| (b.decision, b.score.to_bits())),
                ranked.map(|r| (r.decision, r.score.to_bits())),
            );
            assert_eq!(best, ranked, "{}, seed {seed}", path.display());
        }
    });
    assert!(
        acts >= 500 && reacts >= 200,
        "{acts} acts, {reacts} reactions"
    );
}

//! Planned games for load and crash runs: fixed, legal, and never over too soon.

use pente::{Action, Game, Point, Preset, RuleSet};

/// A legal Pente game of `moves` moves that is not over after any of them, different for each
/// `seed` (a small generator, so runs are repeatable).
pub fn planned_moves(seed: u64, moves: usize) -> Vec<String> {
    let rules = RuleSet::preset(Preset::Pente);
    let mut game = Game::new(rules.clone());
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as u8
    };
    let mut plan = Vec::new();
    while plan.len() < moves {
        let p = Point::new(next() % rules.size, next() % rules.size);
        let mut trial = game.clone();
        if trial.act(Action::Place(p)).is_ok() && !trial.is_over() {
            game = trial;
            plan.push(rules.lettering().format(p));
        }
    }
    plan
}

//! The search's tests.

use super::*;
use crate::search::class_result;
use crate::testing::crowded;
use crate::threats::Threats;
use crate::zobrist::SplitMix;
use pente::{Preset, RuleSet};
use std::time::Duration;

fn searched(b: SBoard, depth: u8, nodes: u64) -> (Deepened, Vec<Idx>) {
    let mut roots: Vec<Idx> = b.near_empty().to_vec();
    roots.retain(|&i| b.is_empty(i));
    let deadline = Instant::now() + Duration::from_secs(600);
    let mut s = GomokuSearch::new(b, &roots, nodes, deadline, None);
    let d = s.deepen(depth);
    (d, roots)
}

fn position(preset: Preset, seed: u64) -> SBoard {
    let mut rng = SplitMix(seed + 9000);
    let stones = 10 + rng.below(16);
    SBoard::from_game(&crowded(RuleSet::preset(preset), &mut rng, stones, 5, 6))
}

/// In every position the search ends with one of the root's moves, and where the
/// classes tell the result (a five to make, an open four against no five, the other
/// side's two fives) its score says the same.
#[test]
fn it_plays_a_root_move_and_reads_the_classes_verdict() {
    for preset in [Preset::Gomoku, Preset::GomokuStandard] {
        for seed in 0..24 {
            let b = position(preset, seed);
            let verdict = class_result(&b, 0);
            let (d, roots) = searched(b, 4, 30_000);
            assert!(roots.contains(&d.best.0), "{preset} seed {seed}");
            if let Some(v) = verdict {
                assert_eq!(
                    d.best.1.signum(),
                    v.signum(),
                    "{preset} seed {seed}: {} against {v}",
                    d.best.1
                );
            }
        }
    }
}

/// The wins it claims are wins by threats: by fours, or by fours and threes (the search
/// is shallow; only a threat sequence wins against every defence that early).
#[test]
fn the_wins_it_claims_are_wins_by_threats() {
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut wins = 0;
    for seed in 0..120u64 {
        let preset = [Preset::Gomoku, Preset::GomokuStandard][seed as usize % 2];
        let mut b = position(preset, seed);
        let me = b.turn;
        if b.fours(me) > 0 || b.fours(1 - me) > 0 {
            continue;
        }
        let (d, _) = searched(b.clone(), 3, 200_000);
        if d.best.1 > WIN_BOUND {
            wins += 1;
            let by_fours = Threats::new(&mut b, 10_000_000, deadline, false).find(24);
            let by_threes = || Threats::new(&mut b.clone(), 10_000_000, deadline, true).find(12);
            assert!(
                by_fours.is_some() || by_threes().is_some(),
                "{preset} seed {seed}: no win by threats"
            );
        }
    }
    assert!(wins >= 5, "only {wins} wins");
}

/// A budget of nodes is kept to, and the same budget plays the same move.
#[test]
fn a_node_budget_is_kept_and_repeats() {
    let b = position(Preset::Gomoku, 3);
    let run = || {
        let roots: Vec<Idx> = b.near_empty().to_vec();
        let deadline = Instant::now() + Duration::from_secs(600);
        let mut s = GomokuSearch::new(b.clone(), &roots, 5_000, deadline, None);
        let d = s.deepen(30);
        (d.best.0, s.nodes)
    };
    let (first, nodes) = run();
    assert!(nodes <= 5_000, "{nodes} nodes");
    assert_eq!(run(), (first, nodes));
}

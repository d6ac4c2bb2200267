//! Engine reviews: how long a review of a 60-move and a 200-move Pente game takes at the
//! default budget (what `/pente review` spends), and how long its pictures take to draw.
//!
//! `cargo bench --bench review`. The games are made here, the same on every run, by the
//! computer at level 8 playing both sides (20,000 nodes a move). First a game played to its
//! natural end (the engine's games last 30 to 50 moves); then games of a set length: a move
//! that would end the game is replaced by a random one that does not, so the game lasts
//! exactly its length and the side to move then resigns (from that point on, one side
//! usually has a win the search sees at once, which makes the positions quick to review).
//! `REVIEW_TIME_MS` and `REVIEW_LIMIT_S` change the budget (default 300 ms a position, 60 s
//! a game: `ReviewLimits::default()`), `REVIEW_GAMES` the lengths (default `60,200`).

use std::time::{Duration, Instant};

use pente::{Action, Game, Point, Preset, RuleSet};
use pente_ai::review::review;
use pente_ai::{choose, Level, Limits};
use pente_bot::pictures::{self, MOMENTS_A_SIDE};
use pente_bot::service::ReviewLimits;
use pente_render::{Labels, Renderer, Theme};

fn env_or<T: std::str::FromStr>(key: &str, default: T) -> T {
    std::env::var(key)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A Pente game of exactly `moves` stones, then a resignation (`None`: played to its end).
fn game_of(moves: Option<usize>, seed: u64) -> Game {
    let rules = RuleSet::preset(Preset::Pente);
    let mut game = Game::new(rules.clone());
    let mut state = seed;
    let mut random = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as u8
    };
    let level = Level::MAX;
    while !game.is_over() && moves.is_none_or(|m| (game.plies() as usize) < m) {
        let engine = choose(
            &game,
            level,
            &Limits::nodes(20_000),
            seed + game.plies() as u64,
        )
        .map(|c| c.action);
        if moves.is_none() {
            game.act(engine.expect("a move")).expect("legal");
            continue;
        }
        let mut candidates = engine.into_iter().collect::<Vec<_>>();
        for _ in 0..400 {
            let p = Point::new(random() % rules.size, random() % rules.size);
            candidates.push(Action::Place(p));
        }
        let next = candidates.into_iter().find_map(|a| {
            let mut g = game.clone();
            (g.act(a).is_ok() && !g.is_over()).then_some(g)
        });
        game = next.expect("some move does not end the game");
    }
    if !game.is_over() {
        game.act(Action::Resign)
            .expect("the side to move may resign");
    }
    game
}

fn main() {
    let limits = ReviewLimits {
        per_position: Duration::from_millis(env_or("REVIEW_TIME_MS", 300)),
        per_game: Duration::from_secs(env_or("REVIEW_LIMIT_S", 60)),
        nodes: None,
    };
    let lengths: Vec<Option<usize>> = std::iter::once(None)
        .chain(
            std::env::var("REVIEW_GAMES")
                .unwrap_or_else(|_| "60,200".into())
                .split(',')
                .filter_map(|n| n.trim().parse().ok())
                .map(Some),
        )
        .collect();
    println!(
        "budget: {} ms a position, {} s a game",
        limits.per_position.as_millis(),
        limits.per_game.as_secs()
    );
    let renderer = Renderer::new();
    for moves in lengths {
        let game = game_of(moves, 11);
        let label = match moves {
            Some(n) => format!("{n}-move game"),
            None => format!("engine game ({} moves)", game.plies() - 1),
        };
        let positions = game.history().len() + 1;
        let started = Instant::now();
        let made = review(&game, &limits.for_position(positions), |_, _| {}).expect("reviewable");
        let took = started.elapsed();
        let depth: f64 =
            made.moves.iter().map(|m| m.depth as f64).sum::<f64>() / made.moves.len().max(1) as f64;
        let nodes: u64 = made.moves.iter().map(|m| m.nodes).sum();
        println!(
            "{label}: {:.1} s for {} positions ({:.0} ms each), mean depth {depth:.1}, \
             {:.0}k nodes/s",
            took.as_secs_f64(),
            made.moves.len(),
            took.as_secs_f64() * 1000.0 / made.moves.len().max(1) as f64,
            nodes as f64 / took.as_secs_f64() / 1000.0
        );
        // The pictures of the review message: its chart, and a moment's board.
        let moments = made.moments(MOMENTS_A_SIDE);
        let names = ["Ann".to_string(), "Bob".to_string()];
        const RUNS: u32 = 50;
        for theme in Theme::ALL {
            let started = Instant::now();
            let mut bytes = 0;
            for _ in 0..RUNS {
                bytes = pictures::chart(&game, &made, &moments, &names, theme)
                    .expect("a chart")
                    .len();
            }
            let chart = started.elapsed() / RUNS;
            let started = Instant::now();
            for _ in 0..RUNS {
                if let Some(m) = moments.first() {
                    pictures::moment(&renderer, &game, m, &names, Labels::default(), theme);
                }
            }
            let board = started.elapsed() / RUNS;
            println!(
                "  {theme} chart: {:.1} ms ({bytes} bytes); a moment's board: {:.1} ms",
                chart.as_secs_f64() * 1000.0,
                board.as_secs_f64() * 1000.0
            );
        }
    }
}

//! The computer opponent's benchmark: nodes per second, the tactical suite at full strength,
//! and a ladder of matches between neighbouring levels in Pente and Gomoku.
//! `cargo bench -p pente-ai --bench ai`; knobs: `AI_BENCH_MS` (time per move in the ladder, default 40),
//! `AI_BENCH_GAMES` (games per pair, default 10), `AI_BENCH_SKIP_LADDER=1`.

use pente::{token, Action, Colour, Game, Point, Preset, RuleSet};
use pente_ai::{choose, Level, Limits};
use std::time::{Duration, Instant};

const PENTE_GAME: &str =
    "K10 L11 K7 L8 H9 J8 K8 K9 J10 K6 L10 H10 N10 M10 G8 K11 M7 N9 O8 M11 J11 J12 \
                          E6 F7 O11 J9 J11 J10 M9 J7 J6 J13 J14 J13 M12 P12 M11 M13 M10 M8 L5 H8";
const GOMOKU_GAME: &str = "H8 I9 I8 G8 J7 K6";

fn played(preset: Preset, moves: &str) -> Game {
    let mut g = Game::new(RuleSet::preset(preset));
    for t in moves.split_whitespace() {
        g.act(token::parse(t, g.rules()).unwrap()).unwrap();
    }
    g
}

fn nps() {
    println!("## nodes per second (level 8, 1,000,000 nodes or 10 s per position)");
    let positions = [
        (
            "pente, after 17 moves",
            played(Preset::Pente, &PENTE_GAME[..59]),
        ),
        ("gomoku, after 6 moves", played(Preset::Gomoku, GOMOKU_GAME)),
        (
            "connect6, after 9 stones",
            played(Preset::Connect6, "K10 L11 L9 J9 M10 K12 J10 L10 L12"),
        ),
        (
            "keryo-pente, after 12 moves",
            played(
                Preset::KeryoPente,
                "K10 L11 K7 L8 H9 J8 K8 K9 J10 K6 L10 H10",
            ),
        ),
    ];
    for (name, g) in positions {
        let limits = Limits {
            time: Duration::from_secs(10),
            max_nodes: Some(1_000_000),
            max_depth: None,
            stop: None,
        };
        let t = Instant::now();
        let c = choose(&g, Level::MAX, &limits, 1).unwrap();
        let s = t.elapsed().as_secs_f64();
        println!(
            "| {name} | {} nodes | {:.2} s | {:.0} k nodes/s | depth {} | {} |",
            c.nodes,
            s,
            c.nodes as f64 / s / 1000.0,
            c.depth,
            token::format(&c.action, g.rules())
        );
    }
}

fn from_points(preset: Preset, first: &[(u8, u8)], second: &[(u8, u8)]) -> Game {
    let rules = RuleSet::build(preset, &[("opening", "none")]).unwrap();
    let mut g = Game::new(rules);
    for k in 0..first.len().max(second.len()) {
        for p in first.get(k).into_iter().chain(second.get(k)) {
            g.act(Action::Place(Point::new(p.0, p.1))).unwrap();
        }
    }
    g
}

/// A named position and its winning moves (empty: any forced win).
type Case = (&'static str, Game, Vec<(u8, u8)>);

/// A few of the positions of tests/computer/tactics.rs, with the winning or saving moves.
fn suite() {
    println!("## tactical suite (level 8, 5 s limit each)");
    let mut cases: Vec<Case> = Vec::new();
    let mut w = Vec::new();
    let mut b = Vec::new();
    for (k, y) in [0u8, 3, 6, 9].into_iter().enumerate() {
        let k = k as u8;
        w.extend([(0, y), (18, 2 * k), (3, y)]);
        b.extend([(1, y), (2, y), (16, 2 * k + 1)]);
    }
    w.extend([(8, 9), (18, 12)]);
    b.extend([(9, 9), (10, 9)]);
    cases.push((
        "pente: fifth capture",
        from_points(Preset::Pente, &w, &b),
        vec![(11, 9)],
    ));
    cases.push((
        "pente: block or capture a four",
        from_points(
            Preset::Pente,
            &[(5, 12), (8, 14), (1, 1), (17, 1), (1, 17)],
            &[(6, 12), (7, 12), (8, 12), (9, 12), (8, 13)],
        ),
        vec![(10, 12), (8, 11)],
    ));
    cases.push((
        "gomoku: double four",
        from_points(
            Preset::Gomoku,
            &[(3, 7), (4, 7), (5, 7), (6, 4), (6, 5), (6, 6)],
            &[(2, 7), (6, 3), (0, 14), (14, 14), (14, 0), (12, 12)],
        ),
        vec![(6, 7)],
    ));
    cases.push((
        "gomoku: VCF in two fours",
        from_points(
            Preset::Gomoku,
            &[
                (3, 7),
                (4, 7),
                (5, 7),
                (6, 4),
                (6, 5),
                (3, 6),
                (4, 6),
                (5, 6),
            ],
            &[
                (2, 7),
                (6, 3),
                (2, 6),
                (0, 14),
                (14, 14),
                (14, 0),
                (12, 12),
                (13, 1),
            ],
        ),
        vec![],
    ));
    cases.push((
        "gomoku: double three (VCT)",
        from_points(
            Preset::Gomoku,
            &[(4, 7), (5, 7), (6, 5), (6, 6)],
            &[(0, 14), (14, 14), (14, 0), (0, 0)],
        ),
        vec![],
    ));
    cases.push((
        "renju: white wins through a foul point",
        from_points(
            Preset::Renju,
            &[(5, 7), (6, 7), (7, 5), (7, 6), (12, 2), (0, 14)],
            &[(9, 5), (10, 4), (11, 3), (14, 14), (14, 0)],
        ),
        vec![(8, 6)],
    ));
    let total = Instant::now();
    for (name, g, expected) in cases {
        let t = Instant::now();
        let c = choose(&g, Level::MAX, &Limits::time(Duration::from_secs(5)), 1).unwrap();
        let ok = match c.action {
            Action::Place(p) if !expected.is_empty() => {
                expected.iter().any(|&(x, y)| Point::new(x, y) == p)
            }
            _ => c.is_decisive() && c.score > 0,
        };
        println!(
            "| {name} | {} | {:.1} ms | {} nodes |",
            if ok { "solved" } else { "NOT SOLVED" },
            t.elapsed().as_secs_f64() * 1000.0,
            c.nodes
        );
    }
    println!("suite total: {:.2} s", total.elapsed().as_secs_f64());
}

/// A few random opening stones (legal, near the centre) so that games differ.
fn random_start(preset: Preset, seed: u64) -> Game {
    let mut g = Game::new(RuleSet::preset(preset));
    let mut x = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let size = g.rules().size;
    let c = Point::centre(size);
    let mut placed = 0;
    let mut tries = 0;
    while placed < 3 && tries < 1000 {
        tries += 1;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let dx = (x % 7) as i32 - 3;
        let dy = ((x >> 8) % 7) as i32 - 3;
        let p = Point::new((c.x as i32 + dx) as u8, (c.y as i32 + dy) as u8);
        let mut t = g.clone();
        if t.act(Action::Place(p)).is_ok() && !t.is_over() {
            g = t;
            placed += 1;
        }
    }
    g
}

fn ladder() {
    let ms = env_or("AI_BENCH_MS", 40);
    let games = env_or("AI_BENCH_GAMES", 10);
    println!("## level ladder: level N+1 against level N, {games} games, {ms} ms a move, colours alternate");
    // AI_BENCH_FROM=5 starts the ladder at 6 vs 5; AI_BENCH_PRESET=gomoku runs one game.
    let from = env_or("AI_BENCH_FROM", 1).min(7) as u8;
    let only: Option<Preset> = std::env::var("AI_BENCH_PRESET")
        .ok()
        .and_then(|v| v.parse().ok());
    for preset in [Preset::Pente, Preset::Gomoku] {
        if only.is_some_and(|p| p != preset) {
            continue;
        }
        for lo in from.clamp(1, 7)..8u8 {
            let (l, h) = (Level::new(lo).unwrap(), Level::new(lo + 1).unwrap());
            let t = Instant::now();
            let (mut w, mut d, mut lost) = (0, 0, 0);
            for k in 0..games {
                let (hi, lo) = (Player::timed(h, ms), Player::timed(l, ms));
                match duel_game(preset, hi, lo, k % 2 == 0, k / 2 + 1) {
                    1 => w += 1,
                    0 => d += 1,
                    _ => lost += 1,
                }
            }
            println!(
                "| {preset} | {} vs {} | {w}-{lost}-{d} | {:.0} s |",
                lo + 1,
                lo,
                t.elapsed().as_secs_f64()
            );
        }
    }
}

/// One side of a duel: a level and what it may spend per move.
#[derive(Clone, Copy, Debug)]
struct Player {
    level: Level,
    /// Nodes per move (`n` suffix) or milliseconds per move.
    nodes: Option<u64>,
    ms: u64,
    /// Deepest iteration (`8:1000000n:4`), else the level's.
    depth: Option<u8>,
}

impl Player {
    /// `8:200000n` (level 8, 200,000 nodes a move) or `7:150` (level 7, 150 ms a move).
    fn parse(s: &str) -> Player {
        let (s, depth) = match s.splitn(3, ':').nth(2) {
            Some(d) => (&s[..s.len() - d.len() - 1], Some(d.parse().expect("depth"))),
            None => (s, None),
        };
        let (l, budget) = s.split_once(':').expect("level:budget");
        let level = Level::new(l.parse().expect("level")).expect("level 1-8");
        match budget.strip_suffix('n') {
            Some(n) => Player {
                level,
                nodes: Some(n.parse().expect("nodes")),
                ms: 0,
                depth,
            },
            None => Player {
                level,
                nodes: None,
                ms: budget.parse().expect("ms"),
                depth,
            },
        }
    }

    /// `level`, `ms` milliseconds a move.
    fn timed(level: Level, ms: u64) -> Player {
        Player {
            level,
            nodes: None,
            ms,
            depth: None,
        }
    }

    fn limits(&self) -> Limits {
        let mut l = match self.nodes {
            Some(n) => Limits::nodes(n),
            None => Limits::time(Duration::from_millis(self.ms)),
        };
        l.max_depth = self.depth;
        l
    }
}

/// Plays `a` against `b` from opening `seed`; 1 if `a` wins, -1 if `b` wins, 0 for a draw.
fn duel_game(preset: Preset, a: Player, b: Player, a_first: bool, seed: u64) -> i32 {
    // DUEL_LOG=1: every move with its score, depth and nodes, and each game's record.
    let log = std::env::var("DUEL_LOG").is_ok();
    let mut g = random_start(preset, seed);
    let mut n = 0;
    while !g.is_over() && n < 250 {
        let a_moves = (g.to_move().unwrap() == Colour(0)) == a_first;
        let p = if a_moves { a } else { b };
        let c = choose(&g, p.level, &p.limits(), seed * 1000 + n).unwrap();
        if log {
            eprintln!(
                "seed {seed} ply {n} {} {} score {} depth {} nodes {}",
                if a_moves { "A" } else { "B" },
                pente::token::format(&c.action, g.rules()),
                c.score,
                c.depth,
                c.nodes
            );
        }
        g.act(c.action).unwrap();
        n += 1;
    }
    if log {
        eprintln!(
            "record {}",
            g.history()
                .iter()
                .map(|a| pente::token::format(&a.action, g.rules()))
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
    match g.result() {
        Some(r) if !r.winners.is_empty() => {
            let a_colour = if a_first { Colour(0) } else { Colour(1) };
            if r.winners.contains(&a_colour) {
                1
            } else {
                -1
            }
        }
        _ => 0,
    }
}

/// `AI_BENCH_DUEL=8:400000n,8:100000n`: two players, `AI_BENCH_GAMES` games from different
/// openings with colours alternating, on `AI_BENCH_THREADS` threads (node budgets make
/// parallel games fair: they do not depend on the machine's load).
fn duel(spec: &str) {
    let (a, b) = spec.split_once(',').expect("AI_BENCH_DUEL=a,b");
    let (a, b) = (Player::parse(a), Player::parse(b));
    let games: u64 = env_or("AI_BENCH_GAMES", 16);
    let threads: u64 = env_or("AI_BENCH_THREADS", 2);
    let preset: Preset = std::env::var("AI_BENCH_PRESET")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(Preset::Pente);
    let t = Instant::now();
    let results: Vec<i32> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|w| {
                s.spawn(move || {
                    (0..games)
                        .filter(|k| k % threads == w)
                        .map(|k| duel_game(preset, a, b, k % 2 == 0, k / 2 + 1))
                        .collect::<Vec<i32>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    });
    let won = results.iter().filter(|&&r| r == 1).count();
    let lost = results.iter().filter(|&&r| r == -1).count();
    let drawn = results.len() - won - lost;
    println!(
        "| {preset} | {a:?} vs {b:?} | {won}-{lost}-{drawn} | {:.0} s |",
        t.elapsed().as_secs_f64()
    );
}

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` passes nothing special: run quickly.
    let quick = !std::env::args().any(|a| a == "--bench");
    if let (false, Ok(spec)) = (quick, std::env::var("AI_BENCH_DUEL")) {
        duel(&spec);
        return;
    }
    nps();
    suite();
    if quick || std::env::var("AI_BENCH_SKIP_LADDER").is_ok() {
        return;
    }
    ladder();
}

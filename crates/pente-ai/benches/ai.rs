//! The computer opponent's benchmark: nodes per second, the tactical suite at full strength,
//! and a ladder of matches between neighbouring levels in Pente and Gomoku (or one preset's).
//! `cargo bench -p pente-ai --bench ai`; knobs: `AI_BENCH_MS` (time per move in the ladder, default 40),
//! `AI_BENCH_GAMES` (games per pair, default 10), `AI_BENCH_SKIP_LADDER=1`.
//!
//! Duels (`AI_BENCH_DUEL`) may pit this build against another one: a player written `ext:8:1000`
//! is played by the bench binary named in `AI_BENCH_EXT` (built from another commit), which
//! serves moves over a pipe (`AI_BENCH_SERVE=1`), so the two engines meet in one run, each
//! built the same way. `AI_BENCH_SAMPLE=spec` runs one player on a fixed sample of positions
//! and counts the depths its moves were decided at.

use pente::{token, Action, Colour, Game, Point, Preset, RuleSet};
use pente_ai::{choose, Choice, Level, Limits};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;
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
    // AI_BENCH_FROM=5 starts the ladder at 6 vs 5; AI_BENCH_PRESET=renju (any preset) runs
    // that game alone.
    let from = env_or("AI_BENCH_FROM", 1).min(7) as u8;
    let presets = match std::env::var("AI_BENCH_PRESET")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        Some(only) => vec![only],
        None => vec![Preset::Pente, Preset::Gomoku],
    };
    for preset in presets {
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
    /// Played by the other build (`ext:8:1000`, see `AI_BENCH_EXT`).
    ext: bool,
}

impl Player {
    /// `8:200000n` (level 8, 200,000 nodes a move) or `7:150` (level 7, 150 ms a move);
    /// `ext:` before either: played by the build in `AI_BENCH_EXT`.
    fn parse(s: &str) -> Player {
        let (s, ext) = match s.strip_prefix("ext:") {
            Some(rest) => (rest, true),
            None => (s, false),
        };
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
                ext,
            },
            None => Player {
                level,
                nodes: None,
                ms: budget.parse().expect("ms"),
                depth,
                ext,
            },
        }
    }

    /// The player as `parse` reads it, without `ext:`.
    fn spec(&self) -> String {
        let budget = match self.nodes {
            Some(n) => format!("{n}n"),
            None => self.ms.to_string(),
        };
        match self.depth {
            Some(d) => format!("{}:{budget}:{d}", self.level),
            None => format!("{}:{budget}", self.level),
        }
    }

    /// The player's choice in `g` and the time `choose` took (in the other build for `ext`).
    fn play(&self, g: &Game, seed: u64) -> (Choice, Duration) {
        if self.ext {
            return ext_choose(g, self, seed);
        }
        let t = Instant::now();
        let c = choose(g, self.level, &self.limits(), seed).unwrap();
        (c, t.elapsed())
    }

    /// The player as the duel's table shows it.
    fn label(&self) -> String {
        format!("{}{}", if self.ext { "ext:" } else { "" }, self.spec())
    }

    /// `level`, `ms` milliseconds a move.
    fn timed(level: Level, ms: u64) -> Player {
        Player {
            level,
            nodes: None,
            ms,
            depth: None,
            ext: false,
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

/// What a player's moves were like: for each, the time `choose` took, the depth reached and
/// whether the score was decisive (a forced win or loss seen).
#[derive(Clone, Debug, Default)]
struct Moves(Vec<(Duration, u8, bool)>);

impl Moves {
    /// Depths and times as one line; times as shares of `budget_ms` when there is one.
    fn summary(&self, budget_ms: Option<u64>) -> String {
        let n = self.0.len();
        if n == 0 {
            return "no moves".into();
        }
        let count = |lo: u8, hi: u8| self.0.iter().filter(|m| (lo..=hi).contains(&m.1)).count();
        let mean_depth = self.0.iter().map(|m| m.1 as f64).sum::<f64>() / n as f64;
        let decisive = self
            .0
            .iter()
            .filter(|m| (1..=3).contains(&m.1) && m.2)
            .count();
        let mut out = format!(
            "{n} moves, depth 0: {}, 1-3: {} ({:.1} %; {decisive} of them decisive), 4+: {}, \
             mean depth {mean_depth:.1}",
            count(0, 0),
            count(1, 3),
            count(1, 3) as f64 * 100.0 / n as f64,
            count(4, u8::MAX),
        );
        let mut ms: Vec<f64> = self.0.iter().map(|m| m.0.as_secs_f64() * 1000.0).collect();
        ms.sort_by(|a, b| a.total_cmp(b));
        let at = |q: f64| ms[((n as f64 * q).ceil() as usize).clamp(1, n) - 1];
        let mean = ms.iter().sum::<f64>() / n as f64;
        // Moves searched to depth 4 or more: the ones where the time matters.
        let deep: Vec<f64> = self
            .0
            .iter()
            .filter(|m| m.1 >= 4)
            .map(|m| m.0.as_secs_f64() * 1000.0)
            .collect();
        let deep_mean = deep.iter().sum::<f64>() / deep.len().max(1) as f64;
        match budget_ms {
            Some(b) => {
                let pc = |v: f64| v * 100.0 / b as f64;
                out += &format!(
                    "; time used of {b} ms: mean {:.0} % (depth 4+: {:.0} %), median {:.0} %, \
                     p99 {:.1} %, max {:.1} %",
                    pc(mean),
                    pc(deep_mean),
                    pc(at(0.5)),
                    pc(at(0.99)),
                    pc(ms[n - 1])
                );
            }
            None => {
                out += &format!(
                    "; ms: mean {mean:.0}, median {:.0}, p99 {:.0}, max {:.0}",
                    at(0.5),
                    at(0.99),
                    ms[n - 1]
                )
            }
        }
        out
    }
}

/// Plays `a` against `b` from opening `seed`; 1 if `a` wins, -1 if `b` wins, 0 for a draw.
fn duel_game(preset: Preset, a: Player, b: Player, a_first: bool, seed: u64) -> i32 {
    duel_game_moves(
        preset,
        a,
        b,
        a_first,
        seed,
        &mut [Moves::default(), Moves::default()],
    )
}

/// [`duel_game`], adding each move's time and depth to `moves` (`a`'s first).
fn duel_game_moves(
    preset: Preset,
    a: Player,
    b: Player,
    a_first: bool,
    seed: u64,
    moves: &mut [Moves; 2],
) -> i32 {
    // DUEL_LOG=1: every move with its score, depth, nodes and time, and each game's record.
    let log = std::env::var("DUEL_LOG").is_ok();
    let mut g = random_start(preset, seed);
    let mut n = 0;
    while !g.is_over() && n < 250 {
        let a_moves = (g.to_move().unwrap() == Colour(0)) == a_first;
        let p = if a_moves { a } else { b };
        let (c, took) = p.play(&g, seed * 1000 + n);
        moves[usize::from(!a_moves)]
            .0
            .push((took, c.depth, c.is_decisive()));
        if log {
            eprintln!(
                "seed {seed} ply {n} {} {} score {} depth {} nodes {} ms {}",
                if a_moves { "A" } else { "B" },
                pente::token::format(&c.action, g.rules()),
                c.score,
                c.depth,
                c.nodes,
                took.as_millis()
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
/// openings (from number `AI_BENCH_SEED`, default 1) with colours alternating, on
/// `AI_BENCH_THREADS` threads (node budgets make parallel games fair: they do not depend on
/// the machine's load).
fn duel(spec: &str) {
    let (a, b) = spec.split_once(',').expect("AI_BENCH_DUEL=a,b");
    let (a, b) = (Player::parse(a), Player::parse(b));
    let games: u64 = env_or("AI_BENCH_GAMES", 16);
    let threads: u64 = env_or("AI_BENCH_THREADS", 2);
    // AI_BENCH_SEED=21: the openings from number 21 on (to add games to an earlier run).
    let first_seed: u64 = env_or("AI_BENCH_SEED", 1);
    let preset: Preset = std::env::var("AI_BENCH_PRESET")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(Preset::Pente);
    let t = Instant::now();
    let played: Vec<(i32, [Moves; 2])> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|w| {
                s.spawn(move || {
                    (0..games)
                        .filter(|k| k % threads == w)
                        .map(|k| {
                            let mut moves = [Moves::default(), Moves::default()];
                            let seed = k / 2 + first_seed;
                            let r = duel_game_moves(preset, a, b, k % 2 == 0, seed, &mut moves);
                            if std::env::var("DUEL_LOG").is_ok() {
                                eprintln!("game {k}: {r}");
                            }
                            (r, moves)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    });
    let results: Vec<i32> = played.iter().map(|p| p.0).collect();
    let won = results.iter().filter(|&&r| r == 1).count();
    let lost = results.iter().filter(|&&r| r == -1).count();
    let drawn = results.len() - won - lost;
    println!(
        "| {preset} | {} vs {} | {won}-{lost}-{drawn} | {:.0} s |",
        a.label(),
        b.label(),
        t.elapsed().as_secs_f64()
    );
    // The score's 95 % interval, from the spread of the games' points (1, 1/2, 0).
    let n = results.len() as f64;
    let points: Vec<f64> = results.iter().map(|&r| (r as f64 + 1.0) / 2.0).collect();
    let mean = points.iter().sum::<f64>() / n;
    let var = points.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    println!(
        "score of {}: {:.1} % (95 % interval {:.1}-{:.1} %)",
        a.label(),
        mean * 100.0,
        (mean - half).max(0.0) * 100.0,
        (mean + half).min(1.0) * 100.0
    );
    for (k, p) in [a, b].iter().enumerate() {
        let mut all = Moves::default();
        for (_, m) in &played {
            all.0.extend(&m[k].0);
        }
        let budget = p.nodes.is_none().then_some(p.ms);
        println!("{}: {}", p.label(), all.summary(budget));
    }
}

/// A fixed sample of positions: games of level 6 against itself (20,000 nodes a move) from
/// `AI_BENCH_GAMES` openings in Pente and in Gomoku, every third position from the sixth
/// stone on. Made by this build's engine whoever is measured, so that two builds see the same.
fn sample_positions() -> Vec<Game> {
    let games = env_or("AI_BENCH_GAMES", 10);
    let six = Player::parse("6:20000n");
    let mut out = Vec::new();
    for preset in [Preset::Pente, Preset::Gomoku] {
        for seed in 1..=games {
            let mut g = random_start(preset, seed);
            let mut n = 0;
            while !g.is_over() && n < 80 {
                if g.plies() >= 6 && g.plies() % 3 == 0 {
                    out.push(g.clone());
                }
                let (c, _) = six.play(&g, seed * 1000 + n);
                g.act(c.action).unwrap();
                n += 1;
            }
        }
    }
    out
}

/// `AI_BENCH_SAMPLE=8:1000`: the player's move in every position of [`sample_positions`],
/// one at a time; how many were decided at which depth, and the time taken.
fn sample(spec: &str) {
    let p = Player::parse(spec);
    let positions = sample_positions();
    let log = std::env::var("DUEL_LOG").is_ok();
    let mut moves = Moves::default();
    let t = Instant::now();
    for (k, g) in positions.iter().enumerate() {
        let (c, took) = p.play(g, k as u64);
        moves.0.push((took, c.depth, c.is_decisive()));
        if log {
            eprintln!(
                "position {k} {} ply {} {} score {} depth {} nodes {} ms {}",
                g.rules().preset,
                g.plies(),
                token::format(&c.action, g.rules()),
                c.score,
                c.depth,
                c.nodes,
                took.as_millis()
            );
        }
    }
    println!(
        "## sample: {} on {} positions, {:.0} s",
        p.label(),
        positions.len(),
        t.elapsed().as_secs_f64()
    );
    println!("{}", moves.summary(p.nodes.is_none().then_some(p.ms)));
}

/// The other build, serving moves over a pipe (`AI_BENCH_SERVE=1`).
struct Ext {
    _child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

static EXT: Mutex<Option<Ext>> = Mutex::new(None);

/// `p`'s choice in `g`, from the bench binary named in `AI_BENCH_EXT`, and the time its
/// `choose` took there.
fn ext_choose(g: &Game, p: &Player, seed: u64) -> (Choice, Duration) {
    let mut ext = EXT.lock().unwrap();
    let ext = ext.get_or_insert_with(|| {
        let path = std::env::var("AI_BENCH_EXT").expect("AI_BENCH_EXT: the other bench binary");
        let mut child = Command::new(path)
            .arg("--bench")
            .env("AI_BENCH_SERVE", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("AI_BENCH_EXT runs");
        Ext {
            input: child.stdin.take().unwrap(),
            output: BufReader::new(child.stdout.take().unwrap()),
            _child: child,
        }
    });
    let tokens: Vec<String> = g
        .history()
        .iter()
        .map(|a| token::format(&a.action, g.rules()))
        .collect();
    writeln!(
        ext.input,
        "{} {} {seed} {}",
        g.rules().preset,
        p.spec(),
        tokens.join(" ")
    )
    .unwrap();
    ext.input.flush().unwrap();
    let mut line = String::new();
    ext.output.read_line(&mut line).unwrap();
    let f: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(f.len(), 5, "the other build answered `{line}`");
    let action = token::parse(f[0], g.rules()).unwrap();
    let choice = Choice {
        principal: vec![action.clone()],
        action,
        score: f[1].parse().unwrap(),
        depth: f[2].parse().unwrap(),
        nodes: f[3].parse().unwrap(),
    };
    (choice, Duration::from_micros(f[4].parse().unwrap()))
}

/// `AI_BENCH_SERVE=1`: answers lines `<preset> <player> <seed> <tokens>...` on stdin with
/// `<token> <score> <depth> <nodes> <microseconds>`, the game rebuilt from the tokens.
fn serve() {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let mut w = line.split_whitespace();
        let preset: Preset = w.next().unwrap().parse().unwrap();
        let p = Player::parse(w.next().unwrap());
        let seed: u64 = w.next().unwrap().parse().unwrap();
        let mut g = Game::new(RuleSet::preset(preset));
        for t in w {
            g.act(token::parse(t, g.rules()).unwrap()).unwrap();
        }
        let t = Instant::now();
        let c = choose(&g, p.level, &p.limits(), seed).unwrap();
        let us = t.elapsed().as_micros();
        writeln!(
            out,
            "{} {} {} {} {us}",
            token::format(&c.action, g.rules()),
            c.score,
            c.depth,
            c.nodes
        )
        .unwrap();
        out.flush().unwrap();
    }
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
    if !quick && std::env::var("AI_BENCH_SERVE").is_ok() {
        serve();
        return;
    }
    if let (false, Ok(spec)) = (quick, std::env::var("AI_BENCH_DUEL")) {
        duel(&spec);
        return;
    }
    if let (false, Ok(spec)) = (quick, std::env::var("AI_BENCH_SAMPLE")) {
        sample(&spec);
        return;
    }
    nps();
    suite();
    if quick || std::env::var("AI_BENCH_SKIP_LADDER").is_ok() {
        return;
    }
    ladder();
}

//! The review message: a chart of the winning chances with the decisive moments numbered,
//! and buttons to step through those moments, each a board with the move played and the
//! engine's move ringed. Everything here draws a stored review: asking again or pressing a
//! button costs a picture, never a search.

use std::future::Future;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use tokio::sync::watch;

use super::ids::ButtonId;
use super::text;
use crate::l10n::{tr, Lang};
use crate::pictures::{self, MOMENTS_A_SIDE};
use crate::service::{GameState, ReviewProgress, Reviewed, Reviewer, ServiceError};
use pente::{Colour, Point};
use pente_ai::review::{MissedWin, MoveReview, Review, Verdict};
use pente_render::{Renderer, Theme};

/// How the review was come by, for its footer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Source {
    Stored,
    Searched { seconds: f32 },
}

/// A page of a review: words, picture (bytes and file name) and buttons.
pub type Page = (String, (Vec<u8>, String), Vec<serenity::CreateActionRow>);

/// Who played `colour` in `state`'s game.
fn who(state: &GameState, lang: Lang, colour: Colour) -> String {
    let seat = state.game.seat_of(colour);
    state.player_at(seat).map_or_else(
        || text::colour_word(lang, state.game.rules(), colour),
        |p| p.name.clone(),
    )
}

/// Both sides' names, by colour.
fn names(state: &GameState, lang: Lang) -> [String; 2] {
    [who(state, lang, Colour(0)), who(state, lang, Colour(1))]
}

fn point(state: &GameState, p: Point) -> String {
    format!("**{}**", state.game.rules().lettering().format(p))
}

/// What was wrong with a move, in words.
fn what(state: &GameState, lang: Lang, m: &MoveReview) -> String {
    let best = point(state, m.best);
    let missed = |key: &str| tr(lang, key, &[("best", best.clone().into())]);
    match m.missed {
        Some(MissedWin::Five) => return missed("review-missed-five"),
        Some(MissedWin::Captures) => return missed("review-missed-captures"),
        Some(MissedWin::Vcf) => return missed("review-missed-vcf"),
        Some(MissedWin::Forced { moves }) => {
            return tr(
                lang,
                "review-missed-forced",
                &[("best", best.into()), ("moves", moves.into())],
            )
        }
        None => {}
    }
    let key = match m.verdict {
        Some(Verdict::Blunder) => "review-blunder",
        Some(Verdict::Mistake) => "review-mistake",
        _ => "review-inaccuracy",
    };
    let loss = (m.loss * 100.0).round() as i64;
    tr(lang, key, &[("loss", loss.into()), ("best", best.into())])
}

/// The moments of a review, in the order they were played.
pub fn moments(review: &Review) -> Vec<&MoveReview> {
    review.moments(MOMENTS_A_SIDE)
}

fn footer(lang: Lang, review: &Review, source: Source) -> String {
    let engine = ("engine", review.engine.clone().into());
    match source {
        Source::Stored => tr(lang, "review-footer-stored", &[engine]),
        Source::Searched { seconds } => tr(
            lang,
            "review-footer-searched",
            &[engine, ("seconds", format!("{seconds:.1}").into())],
        ),
    }
}

/// The buttons: the chart, the previous and the next moment.
fn buttons(state: &GameState, page: usize, count: usize) -> Vec<serenity::CreateActionRow> {
    let button = |label: &str, to: usize, slot: u8| {
        serenity::CreateButton::new(
            ButtonId::Review {
                game: state.id,
                page: to.min(u8::MAX as usize) as u8,
                slot,
            }
            .encode(),
        )
        .label(label)
        .style(serenity::ButtonStyle::Secondary)
        .disabled(to == page)
    };
    if count == 0 {
        return Vec::new();
    }
    vec![serenity::CreateActionRow::Buttons(vec![
        button("📈", 0, 0),
        button("◀", page.saturating_sub(1), 1),
        button("▶", (page + 1).min(count), 2),
    ])]
}

/// The first page: the chart and the list of moments.
pub fn overview(state: &GameState, review: &Review, source: Source, theme: Theme) -> Page {
    let lang = text::game_lang(state);
    let list = moments(review);
    let png = pictures::chart(&state.game, review, &list, &names(state, lang), theme)
        .unwrap_or_else(|e| {
            tracing::error!(error = %e, game = %state.id, "a review chart failed");
            Vec::new()
        });
    let mut lines = vec![
        tr(
            lang,
            "review-heading",
            &[("heading", text::heading(state).into())],
        ),
        tr(
            lang,
            "review-chart",
            &[
                ("first", who(state, lang, Colour(0)).into()),
                ("second", who(state, lang, Colour(1)).into()),
            ],
        ),
    ];
    if list.is_empty() {
        lines.push(tr(lang, "review-no-moments", &[]));
    }
    for (n, m) in list.iter().enumerate() {
        lines.push(tr(
            lang,
            "review-moment",
            &[
                ("n", (n + 1).into()),
                ("move", (m.ply + 1).into()),
                ("who", who(state, lang, m.colour).into()),
                ("played", point(state, m.played).into()),
                ("what", what(state, lang, m).into()),
            ],
        ));
    }
    lines.push(format!("-# {}", footer(lang, review, source)));
    (
        lines.join("\n"),
        (png, format!("pente-{}-review.png", state.id)),
        buttons(state, 0, list.len()),
    )
}

/// Page `page` (1 and up: a moment; 0: the overview).
pub fn page(
    renderer: &Renderer,
    state: &GameState,
    review: &Review,
    page: usize,
    theme: Theme,
) -> Page {
    let list = moments(review);
    let Some(m) = page.checked_sub(1).and_then(|i| list.get(i)) else {
        return overview(state, review, Source::Stored, theme);
    };
    let lang = text::game_lang(state);
    let words = super::messages::picture_labels(lang);
    let png = pictures::moment(renderer, &state.game, m, &names(state, lang), words, theme);
    let content = tr(
        lang,
        "review-page",
        &[
            ("n", page.into()),
            ("count", list.len().into()),
            ("move", (m.ply + 1).into()),
            ("who", who(state, lang, m.colour).into()),
            ("played", point(state, m.played).into()),
            ("what", what(state, lang, m).into()),
        ],
    );
    let heading = tr(
        lang,
        "review-heading",
        &[("heading", text::heading(state).into())],
    );
    (
        format!("{heading}\n{content}"),
        (png, format!("pente-{}-review-{page}.png", state.id)),
        buttons(state, page, list.len()),
    )
}

/// How often a review's progress is shown at most (Discord limits edits per message).
const PROGRESS_EVERY: Duration = Duration::from_secs(2);

/// A review's progress, in the words of the game's server.
pub fn progress_words(state: &GameState, p: ReviewProgress) -> String {
    let lang = text::game_lang(state);
    let id = ("id", state.id.key().into());
    match p {
        ReviewProgress::Queued { ahead } => {
            tr(lang, "review-queued", &[id, ("ahead", ahead.into())])
        }
        ReviewProgress::Analysing { done, total } => tr(
            lang,
            "review-progress",
            &[id, ("done", done.into()), ("total", total.max(done).into())],
        ),
    }
}

/// The words of a review about to start: no position searched yet.
pub fn starting_words(state: &GameState) -> String {
    let history = state.game.history().iter();
    let stones = history.filter(|p| matches!(p.action, pente::Action::Place(_)));
    let total = stones.count() + 1;
    progress_words(state, ReviewProgress::Analysing { done: 0, total })
}

/// `state`'s game reviewed by `reviewer`, with its progress shown by `show` (its words, at
/// most every two seconds) while the search goes on.
pub async fn with_progress<S, F>(
    reviewer: &Reviewer,
    state: &GameState,
    mut show: S,
) -> Result<Reviewed, ServiceError>
where
    S: FnMut(String) -> F,
    F: Future<Output = ()>,
{
    let (tx, mut rx) = watch::channel(None);
    let searching = reviewer.review(state, move |p| {
        let _ = tx.send(Some(p));
    });
    tokio::pin!(searching);
    let mut shown = Instant::now();
    loop {
        tokio::select! {
            done = &mut searching => return done,
            Ok(()) = rx.changed() => {
                let seen = *rx.borrow_and_update();
                if let Some(p) = seen.filter(|_| shown.elapsed() >= PROGRESS_EVERY) {
                    shown = Instant::now();
                    show(progress_words(state, p)).await;
                }
            }
        }
    }
}

/// How a review was come by, from what [`Reviewer::review`] says.
pub fn source(reviewed: &Reviewed) -> Source {
    match reviewed.seconds {
        Some(seconds) => Source::Searched { seconds },
        None => Source::Stored,
    }
}

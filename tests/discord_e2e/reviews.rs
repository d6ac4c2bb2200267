//! Engine reviews: a finished game reviewed, the planted mistakes found, the pictures drawn,
//! the moments stepped through, a second request answered from storage, an unfinished game
//! refused.

use serde_json::json;
use sqlx::PgPool;

use super::support::fake_discord::FOLLOW_UP;
use super::*;

/// Both sides take four pairs; then Bob (Black) offers a pair when Alice needs one more
/// capture (a blunder: M10), and Alice plays T19 instead of taking it (a missed capture win
/// at N10). Alice resigns after Bob's N10.
const PLANTED: [&str; 38] = [
    "K10", "C5", "C3", "D3", "D5", "E3", "E5", "F5", "F3", "C15", "C17", "D17", "D15", "E17",
    "E15", "F15", "F17", "O5", "O3", "P3", "P5", "Q3", "Q5", "R5", "R3", "O15", "O17", "P17",
    "P15", "Q17", "Q15", "R15", "R17", "L10", "K8", "M10", "T19", "N10",
];

/// Reviews search a fixed number of nodes a position here, so the test sees the same
/// review on every machine (and the players' 19 moves each are no flood).
const REPRODUCIBLE: [(&str, &str); 4] = [
    ("PENTE_RATE_LIMIT", "off"),
    ("PENTE_REVIEW_NODES", "20000"),
    ("PENTE_REVIEW_TIME", "10s"),
    ("PENTE_REVIEW_LIMIT", "10m"),
];

/// A chart's size, decoding all of it (charts are RGB PNGs, not the boards' palette ones).
fn chart_size(bytes: &[u8]) -> (u32, u32) {
    let image = image::load_from_memory_with_format(bytes, image::ImageFormat::Png).unwrap();
    (image.width(), image.height())
}

fn review_of(fake: &FakeDiscord, user: &User, game: i64) -> u64 {
    fake.slash(user, "review", &[("game", 4, json!(game))], &[])
}

#[sqlx::test]
async fn a_finished_game_is_reviewed_once_and_its_mistakes_are_found(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot_with(&fake, &url_of(&pool), &REPRODUCIBLE);
    fake.wait_ready().await;
    start_game(&fake, &[]).await;
    play_all(&fake, &ALICE, &BOB, &PLANTED).await;

    // Not before the end.
    let early = fake.replies(review_of(&fake, &BOB, 1), 1).await.remove(0);
    assert!(
        early.ephemeral && early.content.contains("Game #1 is not finished"),
        "{early:?}"
    );
    let id = fake.slash(&ALICE, "resign", &[], &[]);
    let end = fake.replies(id, 1).await.remove(0);
    assert_eq!(labels(&end), ["Rematch", "Review"]);

    // The final board's Review button: the board stays, and a message of its own shows the
    // search's progress, then becomes the review.
    let asked = fake.click(&BOB, &end, &button(&end, "Review"));
    let first = fake.reply_where(asked, 20, |p| p.kind == FOLLOW_UP).await;
    assert!(
        !first.ephemeral
            && first
                .content
                .starts_with("Reviewing game #1: 0 of 39 positions"),
        "{first:?}"
    );
    let review = fake.reply_where(asked, 120, |p| !p.files.is_empty()).await;
    assert!(!review.ephemeral, "{review:?}");
    assert!(
        fake.replies(asked, 1).await[0].kind == 6,
        "a deferred update: the board is left as it was"
    );
    let (name, chart) = &review.files[0];
    assert_eq!(name, "pente-1-review.png");
    assert_eq!(chart_size(chart), (800, 360));
    let text = &review.content;
    assert!(
        text.starts_with("**Review** · **Game #1 · pente**"),
        "{text}"
    );
    assert!(
        text.contains("Bob **M10**: blunder"),
        "the planted blunder: {text}"
    );
    assert!(
        text.contains("Alice **T19**: missed the capture win at **N10**"),
        "the missed capture win: {text}"
    );
    assert!(text.contains("searched in"), "{text}");
    assert_eq!(labels(&review), ["📈", "◀", "▶"]);

    // Stepping to the missed win: its board, with the engine's move ringed.
    let mut page = review.clone();
    for _ in 0..6 {
        let click = fake.click(&CAROL, &page, &button(&page, "▶"));
        page = fake.replies(click, 1).await.remove(0);
        assert_eq!(page.kind, 7, "{page:?}");
        if page.content.contains("played **T19**") {
            break;
        }
    }
    assert!(
        page.content
            .contains("Alice played **T19**; missed the capture win at **N10**"),
        "{}",
        page.content
    );
    let mut game = pente::Game::new(pente::RuleSet::preset(Preset::Pente));
    for t in PLANTED.iter().take(37) {
        game.act(pente::token::parse(t, game.rules()).unwrap())
            .unwrap();
    }
    let expected = Renderer::new().render_png(
        &BoardView::new(&game)
            .name(Colour(0), "Alice")
            .name(Colour(1), "Bob")
            .hint(pente::Point::new(12, 9), Colour(0)),
    );
    assert_eq!(
        render_support::decode(&page.files[0].1).data,
        render_support::decode(&expected).data,
        "the moment's board: T19 played, N10 ringed"
    );
    let back = fake.click(&CAROL, &page, &button(&page, "📈"));
    let chart_again = fake.replies(back, 1).await.remove(0);
    assert_eq!(chart_size(&chart_again.files[0].1), (800, 360));

    // Asked again with the command: from storage, at once, the same moments.
    let again = fake.replies(review_of(&fake, &CAROL, 1), 1).await.remove(0);
    assert!(!again.ephemeral);
    assert!(again.content.contains("from storage"), "{}", again.content);
    let moments = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_digit()))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(moments(&again.content), moments(text));
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM reviews WHERE game_id = 1")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(stored, 1);
    fake.assert_conforms();
}

/// `/pente review` of a game nobody reviewed yet: its answer shows the progress, then
/// becomes the review.
#[sqlx::test]
async fn the_command_searches_a_game_not_reviewed_yet(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot_with(&fake, &url_of(&pool), &REPRODUCIBLE);
    fake.wait_ready().await;
    start_game(&fake, &[("variant", 3, json!("gomoku"))]).await;
    // Alice (Black) makes five on the A file; Bob built four on the H file and was too late.
    let moves = ["A1", "H8", "A2", "H9", "A3", "H10", "A4", "H11", "A5"];
    let end = play_all(&fake, &ALICE, &BOB, &moves).await;
    assert_eq!(labels(&end), ["Rematch", "Review"]);
    let asked = review_of(&fake, &CAROL, 1);
    let first = fake.replies(asked, 1).await.remove(0);
    assert!(
        !first.ephemeral
            && first
                .content
                .starts_with("Reviewing game #1: 0 of 10 positions"),
        "{first:?}"
    );
    let review = fake.reply_where(asked, 120, |p| !p.files.is_empty()).await;
    assert_eq!(review.kind, support::fake_discord::EDIT, "{review:?}");
    assert_eq!(chart_size(&review.files[0].1), (800, 360));
    // Bob's H11 let Alice's four through: his worst move, and the engine would have blocked.
    assert!(
        review.content.contains("Bob **H11**: blunder") && review.content.contains("better **A5**"),
        "{}",
        review.content
    );
    assert!(review.content.contains("searched in"), "{}", review.content);
    fake.assert_conforms();
}

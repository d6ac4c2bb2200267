//! The players' languages: private answers in each user's Discord language, the board in
//! the server's, names and coordinates as typed.

use serde_json::json;
use sqlx::PgPool;

use super::support::fake_discord::FakeDiscord;
use super::*;

/// A private answer to `user`'s `/pente <sub>`.
async fn private(
    fake: &FakeDiscord,
    user: &User,
    sub: &str,
    options: &[(&str, u64, serde_json::Value)],
) -> String {
    let id = fake.slash(user, sub, options, &[]);
    let reply = fake.replies(id, 1).await.remove(0);
    assert!(reply.ephemeral, "{reply:?}");
    reply.content
}

#[sqlx::test]
async fn a_swedish_and_a_japanese_player_on_a_russian_server(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    fake.set_guild_locale("ru");
    fake.set_locale(&ALICE, "sv-SE");
    fake.set_locale(&BOB, "ja");
    fake.set_locale(&CAROL, "pt-BR");

    // The challenge's buttons are the server's; the board after Bob's Accept too.
    let ch = challenge(&fake).await;
    assert_eq!(labels(&ch), ["Принять", "Отклонить"]);
    assert!(
        ch.content.starts_with(&format!(
            "<@{}> вызывает <@{}> на партию **pente**",
            ALICE.id, BOB.id
        )),
        "{}",
        ch.content
    );
    assert!(ch.content.contains("\nЖдём, когда <@"), "{}", ch.content);
    let click = fake.click(&BOB, &ch, &custom_ids(&ch)[0]);
    let board = fake.replies(click, 1).await.remove(0);
    assert!(
        board.content.starts_with("**Партия #1 · pente** · <@")
            && board.content.contains(" против "),
        "{}",
        board.content
    );
    assert!(board.content.contains("Ход: <@"), "{}", board.content);
    assert_eq!(labels(&board), ["Ходить кнопками"]);

    // A move: its words are the server's, the coordinate stays K10.
    let moved = play(&fake, &ALICE, "K10").await;
    assert!(!moved.ephemeral);
    assert!(
        moved
            .content
            .contains(&format!("<@{}>: ход **K10**.", ALICE.id)),
        "{}",
        moved.content
    );
    assert!(
        moved.content.contains("Снятые камни: "),
        "{}",
        moved.content
    );

    // Private answers in each user's own language.
    let sv = private(
        &fake,
        &ALICE,
        "move",
        &[("coordinate", 3, json!("L11")), ("game", 4, json!(999))],
    )
    .await;
    assert_eq!(sv, "Det finns inget parti #999");
    let ja = private(
        &fake,
        &BOB,
        "move",
        &[("coordinate", 3, json!("L11")), ("game", 4, json!(999))],
    )
    .await;
    assert_eq!(ja, "対局 #999 はありません");
    let help = private(&fake, &BOB, "help", &[]).await;
    assert!(help.contains("`/pente move K10`: 石を打ちます"), "{help}");
    let help = private(&fake, &ALICE, "help", &[]).await;
    assert!(help.contains("`/pente move K10`: lägg en sten"), "{help}");
    // A language the bot does not speak gets English.
    let pt = private(&fake, &CAROL, "games", &[]).await;
    assert_eq!(
        pt,
        "You have no game going on. Start one with `/pente challenge`."
    );
    // The rules' refusals too, with the point as typed.
    let taken = private(&fake, &BOB, "move", &[("coordinate", 3, json!("K10"))]).await;
    assert_eq!(taken, "K10 にはすでに石があります");
    let early = private(&fake, &ALICE, "move", &[("coordinate", 3, json!("A1"))]).await;
    assert!(
        early.starts_with("Det är inte ditt drag: spelare 2 ("),
        "{early}"
    );
    let history = private(&fake, &BOB, "history", &[]).await;
    assert_eq!(
        history,
        format!("<@{}> にはまだ終わった対局がありません。", BOB.id)
    );
    let id = fake.slash(&BOB, "leaderboard", &[], &[]);
    let board_of_names = fake.replies(id, 1).await.remove(0);
    assert_eq!(
        board_of_names.content,
        "Рейтинговых партий в **pente** пока нет (этот сервер). Рейтинговые партии: `/pente challenge ... rated:true`."
    );
    let none = private(&fake, &BOB, "takeback", &[]).await;
    assert_eq!(none, "待ったできる手がありません");
    // The rules engine's refusals and words, with the option and value as typed.
    let bad = private(
        &fake,
        &ALICE,
        "lobby",
        &[("options", 3, json!("capture_win=7"))],
    )
    .await;
    assert_eq!(
        bad,
        "`7` är inget giltigt värde för capture_win; förväntat: 5, 4 eller off (slag räknade i par)"
    );
    let clock = private(&fake, &ALICE, "lobby", &[("clock", 3, json!("5s"))]).await;
    assert_eq!(
        clock,
        "Tiden per drag måste vara från 1 minut till 14 dagar, inte 5s."
    );
    let rules = private(&fake, &BOB, "rules", &[("variant", 3, json!("renju"))]).await;
    assert!(
        rules.starts_with(
            "**renju**: 黒に禁手あり（三三、四四、長連）。Taraguchi-10\n15x15、黒はちょうど五連、白は五連以上、"
        ),
        "{rules}"
    );
    assert!(rules.contains("開局: taraguchi-10、黒が先手"), "{rules}");

    // Bob's move, in the server's language whoever plays it.
    let moved = play(&fake, &BOB, "L11").await;
    assert!(
        moved
            .content
            .contains(&format!("<@{}>: ход **L11**.", BOB.id)),
        "{}",
        moved.content
    );

    // A draw offered and declined: public, so Russian; the list of games is Alice's, so Swedish.
    let id = fake.slash(&BOB, "draw", &[], &[]);
    let offer = fake.replies(id, 1).await.remove(0);
    assert!(!offer.ephemeral);
    assert!(
        offer.content.contains("предложение ничьей"),
        "{}",
        offer.content
    );
    assert_eq!(labels(&offer), ["Принять ничью", "Отклонить"]);
    let games = private(&fake, &ALICE, "games", &[]).await;
    assert!(games.starts_with("**#1** pente mot "), "{games}");
    assert!(games.ends_with(", drag 3 · **ditt drag**"), "{games}");
    let no = fake.click(&ALICE, &offer, &custom_ids(&offer)[1]);
    let declined = fake.replies(no, 1).await.remove(0);
    assert!(
        declined
            .content
            .contains("предложение ничьей отклонено; партия продолжается."),
        "{}",
        declined.content
    );

    // The server's setting wins over its Discord language, until it is set back.
    let bad = private(&fake, &ALICE, "settings", &[("language", 3, json!("de"))]).await;
    assert!(bad.starts_with("`de` är inte ett av botens språk"), "{bad}");
    let saved = private(&fake, &ALICE, "settings", &[("language", 3, json!("ja"))]).await;
    assert_eq!(
        saved,
        "Sparat. Partier i trådar: **av**. Standardregler: **pente**. Partimeddelanden på: **日本語**."
    );
    let moved = play(&fake, &ALICE, "N13").await;
    assert!(
        moved.content.starts_with("**対局 #1 · pente** · "),
        "{}",
        moved.content
    );
    assert!(
        moved
            .content
            .contains(&format!("<@{}> が **N13** に打ちました。", ALICE.id)),
        "{}",
        moved.content
    );
    let shown = private(&fake, &BOB, "settings", &[]).await;
    assert_eq!(
        shown,
        "スレッドでの対局: **オフ**。既定のルール: **pente**。 対局メッセージの言語: **日本語**。"
    );
    private(
        &fake,
        &ALICE,
        "settings",
        &[("language", 3, json!("discord"))],
    )
    .await;
    let moved = play(&fake, &BOB, "L12").await;
    assert!(
        moved.content.starts_with("**Партия #1 · pente** · "),
        "{}",
        moved.content
    );
    fake.assert_conforms();
}

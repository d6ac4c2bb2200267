//! The private Postgres cluster the bot starts when DATABASE_URL is not set: created on first
//! use, migrated, stopped on close, and its data still there on the next start.

use pente::config::DatabaseConfig;
use pente::db::Database;

fn config(dir: &std::path::Path) -> DatabaseConfig {
    DatabaseConfig {
        database_url: None,
        data_dir: dir.to_path_buf(),
        database_max_connections: 2,
    }
}

#[tokio::test]
async fn private_cluster_starts_keeps_data_and_stops() {
    let dir = std::env::temp_dir().join(format!("pente-embedded-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // Under root the cluster belongs to the postgres user, who must be able to enter the directory.
    std::fs::create_dir_all(&dir).unwrap();

    // A machine without the server programs gets a message that says what to do.
    std::env::set_var("PENTE_PG_BIN", "/nonexistent");
    let e = Database::open(&config(&dir)).await.unwrap_err().to_string();
    assert!(
        e.contains("apt install postgresql") && e.contains("DATABASE_URL"),
        "{e}"
    );
    std::env::remove_var("PENTE_PG_BIN");

    let db = Database::open(&config(&dir)).await.unwrap();
    let pg_dir = db.embedded.as_ref().unwrap().dir().to_path_buf();
    assert!(pg_dir.join("PG_VERSION").exists());
    sqlx::query("INSERT INTO players (id, display_name) VALUES (42, 'Kept')")
        .execute(&db.pool)
        .await
        .unwrap();
    db.close().await.unwrap();
    assert!(!pg_dir.join("postmaster.pid").exists(), "stopped on close");

    let db = Database::open(&config(&dir)).await.unwrap();
    let name: String = sqlx::query_scalar("SELECT display_name FROM players WHERE id = 42")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(name, "Kept");
    db.close().await.unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

//! The private Postgres cluster the bot starts when DATABASE_URL is not set: created on first
//! use, migrated, stopped on close, and its data still there on the next start.

use pente::config::DatabaseConfig;
use pente::db::Database;

fn config(dir: &std::path::Path) -> DatabaseConfig {
    DatabaseConfig {
        database_url: None,
        data_dir: dir.to_path_buf(),
        pg_bin: None,
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
    let missing = DatabaseConfig {
        pg_bin: Some("/nonexistent".into()),
        ..config(&dir)
    };
    let e = Database::open(&missing).await.unwrap_err().to_string();
    assert!(
        e.contains("apt install postgresql") && e.contains("DATABASE_URL"),
        "{e}"
    );

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

#[test]
fn migrate_command_sets_up_the_private_cluster() {
    let dir = std::env::temp_dir().join(format!("pente-migrate-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let run = |extra: &[(&str, &str)]| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_pente-bot"));
        cmd.arg("migrate")
            .env_remove("DATABASE_URL")
            .env_remove("PENTE_PG_BIN")
            .env("PENTE_DATA_DIR", &dir);
        for (k, v) in extra {
            cmd.env(k, v);
        }
        cmd.output().unwrap()
    };
    let out = run(&[]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert!(
        stdout.starts_with("database ready: private cluster in "),
        "{stdout}"
    );
    assert!(
        !dir.join("postgres/postmaster.pid").exists(),
        "stopped again"
    );

    let out = run(&[("DATABASE_URL", "not a url")]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("error: DATABASE_URL is not a valid Postgres URL"),
        "{stderr}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

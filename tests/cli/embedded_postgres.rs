//! The private Postgres cluster the bot starts when DATABASE_URL is not set: created on first
//! use, migrated, stopped on close, and its data still there on the next start.

use pente_bot::config::DatabaseConfig;
use pente_bot::db::embedded::ROOT_CLUSTERS;
use pente_bot::db::Database;

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
    // `postgres` (who runs the cluster under root) can enter /tmp, so the cluster stays in it.
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

/// A VPS where the bot runs as root from `/root/pente` with the default `./data`: `postgres`,
/// who runs the cluster under root, can enter neither the working directory nor the data
/// directory. The cluster moves to a place of its own and still starts, answers and stops;
/// the 0700 directory stays closed.
#[tokio::test]
async fn under_root_a_data_dir_postgres_cannot_enter_still_works() {
    // SAFETY: geteuid has no preconditions and cannot fail.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("skipped: this test needs root (the cluster runs as `postgres` only under root)");
        return;
    }
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let home = std::env::temp_dir().join(format!("pente-root-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    std::fs::create_dir_all(&home).unwrap();
    std::fs::set_permissions(&home, std::fs::Permissions::from_mode(0o700)).unwrap();
    let clusters = std::path::Path::new(ROOT_CLUSTERS);
    let mut cleanup = Cleanup {
        home: home.clone(),
        cluster: None,
        clusters_existed: clusters.exists(),
    };

    // `pente-bot migrate` from inside the closed directory, with PENTE_DATA_DIR unset.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .arg("migrate")
        .current_dir(&home)
        .env_remove("DATABASE_URL")
        .env_remove("PENTE_PG_BIN")
        .env_remove("PENTE_DATA_DIR")
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let link = home.join("data/postgres");
    let cluster = std::fs::read_link(&link).expect("data/postgres is a link to the cluster");
    cleanup.cluster = Some(cluster.clone());
    assert_eq!(cluster.parent(), Some(clusters));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.starts_with(&format!(
            "database ready: private cluster in {}",
            cluster.display()
        )),
        "{stdout}"
    );
    assert!(!cluster.join("postmaster.pid").exists(), "stopped again");
    let meta = std::fs::metadata(&cluster).unwrap();
    assert_eq!(meta.mode() & 0o777, 0o700);
    assert_ne!(meta.uid(), 0, "the cluster is postgres's");
    let meta = std::fs::metadata(&home).unwrap();
    assert_eq!(
        meta.mode() & 0o777,
        0o700,
        "the closed directory stays closed"
    );

    // Started again through the link: it answers, keeps data, and stops on close.
    let db = Database::open(&config(&home.join("data"))).await.unwrap();
    assert_eq!(db.embedded.as_ref().unwrap().dir(), cluster);
    sqlx::query("INSERT INTO players (id, display_name) VALUES (7, 'Root')")
        .execute(&db.pool)
        .await
        .unwrap();
    let name: String = sqlx::query_scalar("SELECT display_name FROM players WHERE id = 7")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(name, "Root");
    db.close().await.unwrap();
    assert!(!cluster.join("postmaster.pid").exists(), "stopped on close");

    // The data directory made again at the same path does not silently take the old cluster.
    std::fs::remove_file(&link).unwrap();
    let e = Database::open(&config(&home.join("data")))
        .await
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("already holds a private cluster") && e.contains("ln -s"),
        "{e}"
    );

    // A cluster already inside a directory `postgres` cannot enter is not moved: the message
    // says what to do.
    let stuck = home.join("stuck");
    std::fs::create_dir_all(stuck.join("postgres")).unwrap();
    std::fs::write(stuck.join("postgres/PG_VERSION"), "15\n").unwrap();
    let e = Database::open(&config(&stuck))
        .await
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("cannot enter") && e.contains("PENTE_DATA_DIR"),
        "{e}"
    );
}

/// Removes the test's directories, and its cluster even if an assertion failed (a running
/// postmaster shuts down by itself once its directory is gone).
struct Cleanup {
    home: std::path::PathBuf,
    cluster: Option<std::path::PathBuf>,
    clusters_existed: bool,
}

impl Drop for Cleanup {
    fn drop(&mut self) {
        let cluster = self
            .cluster
            .clone()
            .or_else(|| std::fs::read_link(self.home.join("data/postgres")).ok());
        if let Some(cluster) = cluster {
            let _ = std::fs::remove_dir_all(cluster);
        }
        let _ = std::fs::remove_dir_all(&self.home);
        if !self.clusters_existed {
            let _ = std::fs::remove_dir(ROOT_CLUSTERS);
        }
    }
}

//! `pente-bot migrate`: opens the database (starting the private cluster if no DATABASE_URL is
//! set), applies the migrations, says where the data is, and closes it again.

use crate::config::DatabaseConfig;
use crate::db::Database;

/// Runs the command; returns the exit code.
pub fn run(config: &DatabaseConfig) -> i32 {
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            return 1;
        }
    };
    runtime.block_on(async {
        let db = match Database::open(config).await {
            Ok(db) => db,
            Err(e) => {
                eprintln!("error: {e}");
                return 1;
            }
        };
        let applied = crate::db::MIGRATOR.iter().count();
        match &db.embedded {
            Some(pg) => super::print_line(format_args!(
                "database ready: private cluster in {} ({applied} migrations)",
                pg.dir().display()
            )),
            None => super::print_line(format_args!(
                "database ready: DATABASE_URL ({applied} migrations)"
            )),
        }
        match db.close().await {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("error: {e}");
                1
            }
        }
    })
}

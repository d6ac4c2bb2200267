//! A private Postgres cluster for the bot, so a newcomer needs nothing but a Discord token.
//!
//! The cluster lives in `<data dir>/postgres`, listens only on a Unix socket inside that
//! directory (no port to clash with), trusts local connections, and is started with the
//! server binaries already installed on the machine (Debian's `postgresql` package, Homebrew's,
//! ...). Postgres refuses to run as root, so under root the cluster belongs to the `postgres`
//! system user, and its programs run from `/` with absolute paths (root's working directory,
//! `/root/pente` say, is usually closed to `postgres`).

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Command;

use sqlx::postgres::PgConnectOptions;

/// Why the private cluster could not be started.
#[derive(Debug, thiserror::Error)]
pub enum EmbeddedError {
    #[error(
        "no Postgres server programs (initdb, pg_ctl) were found. Install Postgres \
         (Debian/Ubuntu: `sudo apt install postgresql`; Fedora: `sudo dnf install postgresql-server`; \
         macOS: `brew install postgresql`), point PENTE_PG_BIN at its bin directory, \
         or set DATABASE_URL to a database you already have"
    )]
    NotInstalled,
    #[error(
        "Postgres refuses to run as root and there is no `postgres` user to run it as; \
         run the bot as a normal user or set DATABASE_URL"
    )]
    Root,
    #[error("the data directory path {0} is too long for a Unix socket; set PENTE_DATA_DIR to a shorter path")]
    PathTooLong(PathBuf),
    #[error("{what} failed: {detail}")]
    Command { what: String, detail: String },
    #[error("cannot use the data directory {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// A running private cluster. [`EmbeddedPostgres::stop`] shuts it down.
#[derive(Debug)]
pub struct EmbeddedPostgres {
    dir: PathBuf,
    bin: PathBuf,
    owner: Option<(u32, u32)>,
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> EmbeddedError + '_ {
    move |source| EmbeddedError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The directory holding `initdb` and `pg_ctl`: `given` (PENTE_PG_BIN) if set, else the
/// newest Debian-style `/usr/lib/postgresql/<version>/bin`, else the first match on `PATH`.
pub fn find_bin_dir(given: Option<&Path>) -> Option<PathBuf> {
    let has_tools = |d: &Path| d.join("initdb").is_file() && d.join("pg_ctl").is_file();
    if let Some(dir) = given {
        return has_tools(dir).then(|| dir.to_path_buf());
    }
    // Debian keeps each major version apart; take the newest.
    let mut debian: Vec<PathBuf> = fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("bin"))
        .filter(|d| has_tools(d))
        .collect();
    debian.sort_by_key(|d| {
        d.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.parse::<u32>().ok())
    });
    if let Some(dir) = debian.pop() {
        return Some(dir);
    }
    std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .find(|d| has_tools(d))
}

/// The uid and gid of the `postgres` system user, from /etc/passwd.
fn postgres_user() -> Option<(u32, u32)> {
    let passwd = fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|line| {
        let f: Vec<&str> = line.split(':').collect();
        (f.len() > 3 && f[0] == "postgres")
            .then(|| Some((f[2].parse().ok()?, f[3].parse().ok()?)))?
    })
}

fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() == 0 }
}

impl EmbeddedPostgres {
    /// Creates the cluster on first use, then starts it (or adopts one left running).
    /// `pg_bin` is where the server programs are, if not to be searched for.
    pub fn start(
        data_dir: &Path,
        pg_bin: Option<&Path>,
    ) -> Result<EmbeddedPostgres, EmbeddedError> {
        let bin = find_bin_dir(pg_bin).ok_or(EmbeddedError::NotInstalled)?;
        // The programs run from `/`, so a relative PENTE_PG_BIN must be made absolute here.
        let bin = std::path::absolute(&bin).map_err(io(&bin))?;
        fs::create_dir_all(data_dir).map_err(io(data_dir))?;
        let dir = data_dir
            .canonicalize()
            .map_err(io(data_dir))?
            .join("postgres");
        // The socket path ".../.s.PGSQL.5432" must fit in 107 bytes.
        if dir.as_os_str().len() > 90 {
            return Err(EmbeddedError::PathTooLong(dir));
        }
        let owner = if is_root() {
            Some(postgres_user().ok_or(EmbeddedError::Root)?)
        } else {
            None
        };
        let pg = EmbeddedPostgres { dir, bin, owner };
        if !pg.dir.join("PG_VERSION").exists() {
            pg.init()?;
        }
        if !pg.is_running() {
            let log = pg.dir.join("server.log");
            pg.run(
                "pg_ctl start",
                pg.tool("pg_ctl")
                    .arg("-D")
                    .arg(&pg.dir)
                    .arg("-l")
                    .arg(&log)
                    .args(["-w", "-t", "60", "start"]),
            )?;
        }
        Ok(pg)
    }

    fn init(&self) -> Result<(), EmbeddedError> {
        fs::create_dir_all(&self.dir).map_err(io(&self.dir))?;
        fs::set_permissions(&self.dir, fs::Permissions::from_mode(0o700)).map_err(io(&self.dir))?;
        if let Some((uid, gid)) = self.owner {
            std::os::unix::fs::chown(&self.dir, Some(uid), Some(gid)).map_err(io(&self.dir))?;
        }
        self.run(
            "initdb",
            self.tool("initdb")
                .arg("-D")
                .arg(&self.dir)
                .args(["-U", "postgres", "-A", "trust", "-E", "UTF8"]),
        )?;
        // Only a socket in the cluster's own directory: no TCP port to clash with anything.
        let conf = self.dir.join("postgresql.conf");
        let mut text = fs::read_to_string(&conf).map_err(io(&conf))?;
        text.push_str(&format!(
            "\n# pente-bot's private cluster\nlisten_addresses = ''\nunix_socket_directories = '{}'\n",
            self.dir.display()
        ));
        fs::write(&conf, text).map_err(io(&conf))?;
        Ok(())
    }

    fn tool(&self, name: &str) -> Command {
        let mut cmd = Command::new(self.bin.join(name));
        if let Some((uid, gid)) = self.owner {
            cmd.uid(uid).gid(gid);
        }
        // Every path given is absolute; `/` is a working directory any user can enter (initdb
        // and pg_ctl fail in one `postgres` cannot).
        cmd.current_dir("/");
        // LC_ALL=C keeps initdb from failing on a locale the machine lacks.
        cmd.env("LC_ALL", "C").env_remove("PGDATA");
        cmd
    }

    fn run(&self, what: &str, cmd: &mut Command) -> Result<(), EmbeddedError> {
        let out = cmd.output().map_err(|e| EmbeddedError::Command {
            what: what.to_string(),
            detail: e.to_string(),
        })?;
        if out.status.success() {
            return Ok(());
        }
        let mut detail = String::from_utf8_lossy(&out.stderr).trim().to_string();
        if let Ok(log) = fs::read_to_string(self.dir.join("server.log")) {
            let tail: Vec<&str> = log.lines().rev().take(5).collect();
            detail.push_str(&format!(
                " (server log: {})",
                tail.into_iter().rev().collect::<Vec<_>>().join(" / ")
            ));
        }
        Err(EmbeddedError::Command {
            what: what.to_string(),
            detail,
        })
    }

    fn is_running(&self) -> bool {
        self.tool("pg_ctl")
            .arg("-D")
            .arg(&self.dir)
            .arg("status")
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false)
    }

    /// Where the cluster lives.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// How to connect: over the socket in the cluster's directory, to the `postgres` database.
    pub fn connect_options(&self) -> PgConnectOptions {
        PgConnectOptions::new()
            .socket(&self.dir)
            .username("postgres")
            .database("postgres")
    }

    /// Stops the cluster (fast shutdown: open sessions are ended, nothing committed is lost).
    pub fn stop(&self) -> Result<(), EmbeddedError> {
        if !self.is_running() {
            return Ok(());
        }
        self.run(
            "pg_ctl stop",
            self.tool("pg_ctl")
                .arg("-D")
                .arg(&self.dir)
                .args(["-m", "fast", "-w", "stop"]),
        )
    }
}

//! A private Postgres cluster for the bot, so a newcomer needs nothing but a Discord token.
//!
//! The cluster lives in `<data dir>/postgres`, listens only on a Unix socket inside that
//! directory (no port to clash with), trusts local connections, and is started with the
//! server binaries already installed on the machine (Debian's `postgresql` package, Homebrew's,
//! ...). Postgres refuses to run as root, so under root the cluster belongs to the `postgres`
//! system user, and its programs run from `/` with absolute paths (root's working directory,
//! `/root/pente` say, is usually closed to `postgres`). When `postgres` cannot enter the data
//! directory either, the cluster is kept in [`ROOT_CLUSTERS`] and the data directory holds a
//! link to it: nothing of root's is opened up to `postgres`.

use std::fs;
use std::io::Write;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::os::unix::process::CommandExt;
use std::path::{Component, Path, PathBuf};
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
    #[error(
        "the private cluster {cluster} is in a directory the `postgres` user cannot enter, and \
         under root the cluster runs as `postgres`; move the data directory somewhere `postgres` \
         can enter (such as /var/lib/pente-bot) and set PENTE_DATA_DIR to it"
    )]
    Unreachable { cluster: PathBuf },
    #[error(
        "{path} is not a safe place for the private cluster: {why}; fix it, or set \
         PENTE_DATA_DIR to a directory the `postgres` user can enter, such as /var/lib/pente-bot"
    )]
    UnsafePlace { path: PathBuf, why: String },
    #[error(
        "{cluster} already holds a private cluster, probably of an earlier data directory at this \
         path; to use it again, `ln -s {cluster} {link}`; to start afresh, remove it"
    )]
    Taken { cluster: PathBuf, link: PathBuf },
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

/// Where the clusters of bots run as root go when `postgres` cannot enter their data directory.
/// Root-owned and mode 0711: `postgres` can reach its clusters inside but not list them, and
/// nobody but root can swap one for a link to something else.
pub const ROOT_CLUSTERS: &str = "/var/lib/pente-bot-postgres";

/// The name of a data directory's cluster in [`ROOT_CLUSTERS`]: FNV-1a of its canonical path,
/// so a data directory made again at the same path finds its old cluster (see
/// [`EmbeddedError::Taken`]).
fn cluster_name(data: &Path) -> String {
    let hash = data
        .as_os_str()
        .as_bytes()
        .iter()
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        });
    format!("{hash:016x}")
}

/// Makes [`ROOT_CLUSTERS`] (0711, root's) if it is missing, and refuses it if anyone but root
/// could change what is in it.
fn prepare_root_clusters() -> Result<&'static Path, EmbeddedError> {
    let home = Path::new(ROOT_CLUSTERS);
    match fs::DirBuilder::new().mode(0o711).create(home) {
        // The umask may have taken the x bits `postgres` needs.
        Ok(()) => fs::set_permissions(home, fs::Permissions::from_mode(0o711)).map_err(io(home))?,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(io(home)(e)),
    }
    let meta = fs::symlink_metadata(home).map_err(io(home))?;
    let why = if !meta.file_type().is_dir() {
        "it is not a directory"
    } else if meta.uid() != 0 {
        "it is not owned by root"
    } else if meta.mode() & 0o022 != 0 {
        "others than root may write in it"
    } else {
        return Ok(home);
    };
    Err(EmbeddedError::UnsafePlace {
        path: home.to_path_buf(),
        why: why.into(),
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
        let data = data_dir.canonicalize().map_err(io(data_dir))?;
        let owner = if is_root() {
            Some(postgres_user().ok_or(EmbeddedError::Root)?)
        } else {
            None
        };
        let mut pg = EmbeddedPostgres {
            dir: data.join("postgres"),
            bin,
            owner,
        };
        if owner.is_some() {
            pg.dir = pg.place_for_postgres(&data)?;
        }
        // The socket path ".../.s.PGSQL.5432" must fit in 107 bytes.
        if pg.dir.as_os_str().len() > 90 {
            return Err(EmbeddedError::PathTooLong(pg.dir));
        }
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

    /// Where the cluster of the data directory `data` lives when it runs as `postgres`:
    /// `data/postgres` if `postgres` can enter `data`; else a directory in [`ROOT_CLUSTERS`],
    /// with `data/postgres` a link to it (made now, or followed if an earlier start made it).
    fn place_for_postgres(&self, data: &Path) -> Result<PathBuf, EmbeddedError> {
        let here = data.join("postgres");
        let existing = fs::symlink_metadata(&here).ok();
        if existing
            .as_ref()
            .is_some_and(|m| m.file_type().is_symlink())
        {
            let target = fs::read_link(&here).map_err(io(&here))?;
            let home = prepare_root_clusters()?;
            // Only a link of our own making is followed: root chowns what it points to.
            let ours = target.parent() == Some(home)
                && matches!(target.components().next_back(), Some(Component::Normal(_)));
            if !ours {
                return Err(EmbeddedError::UnsafePlace {
                    path: here,
                    why: format!(
                        "it is a link to {}, outside {ROOT_CLUSTERS}",
                        target.display()
                    ),
                });
            }
            return Ok(target);
        }
        if self.can_enter(data)? {
            return Ok(here);
        }
        if existing.is_some() {
            // An empty directory is what an initdb that could not get in leaves behind.
            let empty = fs::read_dir(&here)
                .map(|mut d| d.next().is_none())
                .unwrap_or(false);
            if !empty {
                return Err(EmbeddedError::Unreachable { cluster: here });
            }
            fs::remove_dir(&here).map_err(io(&here))?;
        }
        let target = prepare_root_clusters()?.join(cluster_name(data));
        if target.join("PG_VERSION").exists() {
            return Err(EmbeddedError::Taken {
                cluster: target,
                link: here,
            });
        }
        // The link first: a start cut short after it finds the cluster again.
        std::os::unix::fs::symlink(&target, &here).map_err(io(&here))?;
        Ok(target)
    }

    /// Whether the cluster's user can enter `dir`. The kernel decides (modes, ACLs, mounts):
    /// `pg_ctl --version` is started there as that user, and a refused `chdir` fails the spawn.
    fn can_enter(&self, dir: &Path) -> Result<bool, EmbeddedError> {
        match self
            .tool("pg_ctl")
            .arg("--version")
            .current_dir(dir)
            .output()
        {
            Ok(_) => Ok(true),
            Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => Ok(false),
            Err(e) => Err(EmbeddedError::Command {
                what: "pg_ctl --version".into(),
                detail: e.to_string(),
            }),
        }
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
        // Appended without following a link: under root the directory is `postgres`'s.
        let conf = self.dir.join("postgresql.conf");
        fs::OpenOptions::new()
            .append(true)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&conf)
            .and_then(|mut f| {
                write!(
                    f,
                    "\n# pente-bot's private cluster\nlisten_addresses = ''\nunix_socket_directories = '{}'\n",
                    self.dir.display()
                )
            })
            .map_err(io(&conf))?;
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

//! A fake Discord for end-to-end tests: the REST API and the gateway websocket on 127.0.0.1.
//! It records every request the bot makes, answers them like Discord does, and lets a test
//! play users: `fake.slash(alice, "challenge", ...)`, `fake.click(bob, &message, custom_id)`.
//! Every payload sent to the bot is first deserialized with serenity's own types, so a payload
//! the bot would silently drop fails the test instead. Every request the bot sends is checked
//! against Discord's OpenAPI description ([`super::openapi`]); a body that does not conform is
//! answered 400 as Discord would, and [`FakeDiscord::assert_conforms`] fails the test.

#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use tokio::sync::{mpsc, Notify};

pub const APP_ID: u64 = 900_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_002;
pub const GUILD_ID: u64 = 900_000_000_000_003;
pub const CHANNEL_ID: u64 = 900_000_000_000_004;

/// A request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    pub path: String,
    /// The JSON body (or `payload_json` of a multipart body).
    pub json: Option<Value>,
    /// Files of a multipart body: (part name, file name, bytes).
    pub files: Vec<(String, String, Vec<u8>)>,
}

/// A message the bot posted, as Discord would store it.
#[derive(Clone, Debug)]
pub struct Posted {
    pub id: u64,
    pub content: String,
    pub ephemeral: bool,
    pub components: Value,
    pub files: Vec<(String, Vec<u8>)>,
    /// The Discord response type for interaction callbacks (4 message, 5 deferred message,
    /// 6 deferred update, 7 update, 8 autocomplete choices); [`FOLLOW_UP`], [`EDIT`],
    /// [`DELETED`] for webhook requests; [`CHANNEL_POST`], [`CHANNEL_EDIT`] for channel messages.
    pub kind: u64,
    /// The whole `data` of a callback (or body of another request), e.g. autocomplete choices.
    pub data: Value,
    /// For channel messages: the channel (or thread) they are in.
    pub channel: u64,
}

pub const FOLLOW_UP: u64 = 100;
pub const EDIT: u64 = 101;
pub const DELETED: u64 = 102;
pub const CHANNEL_POST: u64 = 200;
pub const CHANNEL_EDIT: u64 = 201;

#[derive(Default)]
struct Inner {
    requests: Vec<Recorded>,
    /// Replies per interaction id, in order (callback first, then follow-ups and edits).
    replies: HashMap<u64, Vec<Posted>>,
    /// The original response message of each interaction token.
    originals: HashMap<String, u64>,
    next_id: u64,
    /// The gateway connection of each shard, and how many shards the bot runs.
    gateways: HashMap<u64, mpsc::UnboundedSender<Value>>,
    shard_total: u64,
    /// Shards as they identified (`[id, total]`), and how many sessions were resumed.
    identified: Vec<[u64; 2]>,
    resumed: usize,
    /// The guild interactions come from (0: [`GUILD_ID`]).
    guild: u64,
    /// Load runs: no request log, no OpenAPI check, no file bytes kept (see [`FakeDiscord::lean`]).
    lean: bool,
    seq: u64,
    /// Every interaction sent, by id, so a test can deliver one again.
    sent: HashMap<u64, Value>,
    /// Messages posted or edited through the channel routes, in order.
    channel: Vec<Posted>,
    /// Requests that do not conform to Discord's OpenAPI description.
    violations: Vec<String>,
    /// Threads the bot started: (thread id, parent channel, message it was started from).
    threads: Vec<(u64, u64, u64)>,
    /// Members' permissions (a bit set, as Discord sends them), when not all.
    permissions: HashMap<u64, String>,
    /// Users' Discord languages (`locale`), when not en-US.
    locales: HashMap<u64, String>,
    /// The server's Discord language (`guild_locale`), when not en-US.
    guild_locale: Option<String>,
    /// Files users attached, served at `/attachments/{id}/{name}` like Discord's CDN.
    files: HashMap<u64, Vec<u8>>,
    /// Archived threads, and whether each is also locked.
    archived: HashMap<u64, bool>,
    /// Interaction tokens whose deferral's "thinking…" note still stands, and tokens whose
    /// original response is ephemeral.
    thinking: std::collections::HashSet<String>,
    ephemeral_originals: std::collections::HashSet<String>,
    /// Answers to give the command registration before it succeeds: (status, body).
    command_failures: std::collections::VecDeque<(u16, Value)>,
    /// Answer 401 to the gateway lookup, as Discord does to a bad token.
    refuse_token: bool,
    /// Close every gateway connection with this code when it identifies.
    close_on_identify: Option<u16>,
    /// Refuse gateway connections, as when Discord cannot be reached.
    gateway_down: bool,
    /// DM channels the bot opened (`POST /users/@me/channels`): channel id → user.
    dm_channels: HashMap<u64, u64>,
    /// Users whose DMs are closed to the bot: a message to them gets Discord's 403 with code
    /// 50007 "Cannot send messages to this user".
    closed_dms: std::collections::HashSet<u64>,
}

#[derive(Clone)]
pub struct FakeDiscord {
    pub base: String,
    inner: Arc<Mutex<Inner>>,
    changed: Arc<Notify>,
}

#[derive(Clone, Debug)]
pub struct User {
    pub id: u64,
    pub name: &'static str,
}

fn user_json(u: &User) -> Value {
    json!({"id": u.id.to_string(), "username": u.name, "discriminator": "0",
           "global_name": u.name, "avatar": null, "bot": false})
}

fn bot_user() -> Value {
    json!({"id": BOT_ID.to_string(), "username": "pente", "discriminator": "0",
           "global_name": null, "avatar": null, "bot": true})
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let fake = FakeDiscord {
            base,
            inner: Arc::new(Mutex::new(Inner {
                next_id: 1_000_000_000_000_000,
                ..Default::default()
            })),
            changed: Arc::new(Notify::new()),
        };
        let app = Router::new()
            .route("/ws", axum::routing::get(ws_handler))
            .route("/attachments/{id}/{name}", axum::routing::get(cdn))
            .fallback(rest_handler)
            .with_state(fake.clone());
        // No Nagle delay on small writes (gateway events, short responses): with the bot's
        // delayed ACKs it would stall an exchange by up to 40 ms, which Discord does not do.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            let _ = tcp.set_nodelay(true);
        });
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        fake
    }

    fn next_id(&self) -> u64 {
        let mut inner = self.inner.lock().unwrap();
        inner.next_id += 1;
        inner.next_id
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.inner.lock().unwrap().requests.clone()
    }

    /// Waits until `pred` holds of the recorded state, or fails after `secs`.
    pub async fn wait_for<T>(
        &self,
        secs: u64,
        what: &str,
        mut pred: impl FnMut(&FakeDiscord) -> Option<T>,
    ) -> T {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let notified = self.changed.notified();
            if let Some(v) = pred(self) {
                return v;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                if let Some(v) = pred(self) {
                    return v;
                }
                panic!(
                    "timed out waiting for {what}; requests: {:#?}",
                    self.requests()
                        .iter()
                        .map(|r| format!("{} {}", r.method, r.path))
                        .collect::<Vec<_>>()
                );
            }
        }
    }

    /// Waits until the bot registered its commands (it is ready).
    pub async fn wait_ready(&self) {
        self.wait_for(60, "command registration", |f| {
            f.requests()
                .iter()
                .any(|r| r.method == "PUT" && r.path.contains("/commands"))
                .then_some(())
        })
        .await;
    }

    /// The replies to one interaction once there are `n` of them, or `None` after `secs`.
    pub async fn try_replies(&self, interaction: u64, n: usize, secs: u64) -> Option<Vec<Posted>> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let notified = self.changed.notified();
            if let Some(r) = self
                .inner
                .lock()
                .unwrap()
                .replies
                .get(&interaction)
                .filter(|r| r.len() >= n)
            {
                return Some(r.clone());
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return None;
            }
        }
    }

    /// The first reply to one interaction that `pred` accepts (a message edited until it
    /// is done, say), waiting up to `secs`.
    pub async fn reply_where(
        &self,
        interaction: u64,
        secs: u64,
        pred: impl Fn(&Posted) -> bool,
    ) -> Posted {
        self.wait_for(
            secs,
            &format!("a reply to interaction {interaction}"),
            |f| {
                let inner = f.inner.lock().unwrap();
                inner
                    .replies
                    .get(&interaction)
                    .and_then(|r| r.iter().find(|p| pred(p)).cloned())
            },
        )
        .await
    }

    /// The replies to one interaction, once there are `n` of them.
    pub async fn replies(&self, interaction: u64, n: usize) -> Vec<Posted> {
        self.wait_for(
            20,
            &format!("{n} replies to interaction {interaction}"),
            |f| {
                let inner = f.inner.lock().unwrap();
                inner
                    .replies
                    .get(&interaction)
                    .filter(|r| r.len() >= n)
                    .cloned()
            },
        )
        .await
    }

    fn send_event(&self, t: &str, d: Value) {
        // Refuse payloads serenity could not read: it would drop them silently.
        if t == "INTERACTION_CREATE" {
            serde_json::from_value::<serenity::Interaction>(d.clone())
                .unwrap_or_else(|e| panic!("serenity cannot read this interaction: {e}\n{d:#}"));
        }
        let mut inner = self.inner.lock().unwrap();
        if let Some(id) = d["id"].as_str().and_then(|i| i.parse().ok()) {
            if !inner.lean {
                inner.sent.insert(id, d.clone());
            }
        }
        inner.seq += 1;
        let frame = json!({"op": 0, "t": t, "s": inner.seq, "d": d});
        // Discord's rule: a guild's events go to shard (guild_id >> 22) % shard count.
        let guild: u64 = d["guild_id"]
            .as_str()
            .and_then(|g| g.parse().ok())
            .unwrap_or(0);
        let shard = (guild >> 22) % inner.shard_total.max(1);
        // A bot that died since (a crash test) does not get it: the event is lost, as on
        // Discord, where the user sees "the application did not respond".
        let _ = inner
            .gateways
            .get(&shard)
            .unwrap_or_else(|| panic!("no bot connected for shard {shard}"))
            .send(frame);
    }

    fn interaction_base(&self, user: &User, kind: u64, data: Value) -> (u64, Value) {
        self.interaction_in(CHANNEL_ID, user, kind, data)
    }

    fn interaction_in(&self, channel: u64, user: &User, kind: u64, data: Value) -> (u64, Value) {
        let id = self.next_id();
        let (permissions, locale, guild_locale) = {
            let inner = self.inner.lock().unwrap();
            let permissions = inner.permissions.get(&user.id).cloned();
            let locale = inner.locales.get(&user.id).cloned();
            (
                permissions.unwrap_or_else(|| "2147483647".into()),
                locale.unwrap_or_else(|| "en-US".into()),
                inner.guild_locale.clone().unwrap_or_else(|| "en-US".into()),
            )
        };
        let member = json!({"user": user_json(user), "roles": [], "deaf": false, "mute": false,
                            "flags": 0, "joined_at": "2026-01-01T00:00:00.000000+00:00",
                            "permissions": permissions});
        let d = json!({
            "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind,
            "data": data, "guild_id": self.guild().to_string(), "channel_id": channel.to_string(),
            "member": member, "token": format!("token-{id}"), "version": 1, "locale": locale,
            "guild_locale": guild_locale, "entitlements": [], "attachment_size_limit": 26214400,
            "app_permissions": "2147483647",
        });
        (id, d)
    }

    /// For load runs: stop logging requests, checking them against the OpenAPI description and
    /// keeping posted files' bytes, which would otherwise cost more than the bot's own work.
    pub fn lean(&self) {
        self.inner.lock().unwrap().lean = true;
    }

    /// Forgets the replies to an interaction once read (load runs keep memory flat).
    pub fn forget(&self, interaction: u64) {
        self.inner.lock().unwrap().replies.remove(&interaction);
    }

    /// The guild interactions come from now.
    pub fn guild(&self) -> u64 {
        match self.inner.lock().unwrap().guild {
            0 => GUILD_ID,
            g => g,
        }
    }

    /// Later interactions come from `guild` (and so go to its shard).
    pub fn set_guild(&self, guild: u64) {
        self.inner.lock().unwrap().guild = guild;
    }

    /// The shards that identified, as `[id, total]`, in order.
    pub fn identified(&self) -> Vec<[u64; 2]> {
        self.inner.lock().unwrap().identified.clone()
    }

    /// How many sessions were resumed after a dropped connection.
    pub fn resumed(&self) -> usize {
        self.inner.lock().unwrap().resumed
    }

    /// Closes every gateway connection, as Discord does now and then; the bot must come back.
    pub fn drop_gateways(&self) {
        let mut inner = self.inner.lock().unwrap();
        for (_, gateway) in inner.gateways.drain() {
            let _ = gateway.send(json!({"close": true}));
        }
    }

    /// Gives a member these permissions (Discord's bit set as a string) instead of all.
    pub fn set_permissions(&self, user: &User, bits: &str) {
        self.inner
            .lock()
            .unwrap()
            .permissions
            .insert(user.id, bits.to_string());
    }

    /// The user's Discord client speaks `locale` ("sv-SE", "ja") from now on.
    pub fn set_locale(&self, user: &User, locale: &str) {
        self.inner
            .lock()
            .unwrap()
            .locales
            .insert(user.id, locale.to_string());
    }

    /// The server's language (`guild_locale`) is `locale` from now on.
    pub fn set_guild_locale(&self, locale: &str) {
        self.inner.lock().unwrap().guild_locale = Some(locale.to_string());
    }

    /// Archives a thread the bot started, as Discord does after its auto-archive period;
    /// `locked`: as a moderator may, so that only Manage Threads can reopen it.
    pub fn archive_thread(&self, thread: u64, locked: bool) {
        self.inner.lock().unwrap().archived.insert(thread, locked);
    }

    pub fn is_archived(&self, thread: u64) -> bool {
        self.inner.lock().unwrap().archived.contains_key(&thread)
    }

    /// The next command registrations fail with these answers, in order: (status, body).
    pub fn fail_command_registration(&self, answers: &[(u16, Value)]) {
        self.inner
            .lock()
            .unwrap()
            .command_failures
            .extend(answers.iter().cloned());
    }

    /// The gateway lookup answers 401 from now on, as Discord does to a token it refuses.
    pub fn refuse_token(&self) {
        self.inner.lock().unwrap().refuse_token = true;
    }

    /// While `down`, gateway connections are refused (503), as when Discord cannot be reached.
    pub fn set_gateway_down(&self, down: bool) {
        self.inner.lock().unwrap().gateway_down = down;
    }

    /// Every gateway connection is closed with `code` when it identifies.
    pub fn close_on_identify(&self, code: u16) {
        self.inner.lock().unwrap().close_on_identify = Some(code);
    }

    /// Closes `user`'s DMs to the bot: Discord then refuses every message to them with 50007.
    pub fn close_dms(&self, user: &User) {
        self.inner.lock().unwrap().closed_dms.insert(user.id);
    }

    /// The direct messages the bot delivered to `user`, in order.
    pub fn dms(&self, user: &User) -> Vec<Posted> {
        let inner = self.inner.lock().unwrap();
        inner
            .channel
            .iter()
            .filter(|p| inner.dm_channels.get(&p.channel) == Some(&user.id))
            .cloned()
            .collect()
    }

    /// How many times the bot tried to send `user` a direct message (delivered or refused).
    pub fn dm_attempts(&self, user: &User) -> usize {
        let channels: Vec<u64> = {
            let inner = self.inner.lock().unwrap();
            inner
                .dm_channels
                .iter()
                .filter(|(_, &u)| u == user.id)
                .map(|(&c, _)| c)
                .collect()
        };
        self.requests()
            .iter()
            .filter(|r| {
                r.method == "POST"
                    && channels
                        .iter()
                        .any(|c| r.path.ends_with(&format!("/channels/{c}/messages")))
            })
            .count()
    }

    /// Threads the bot started: (thread, parent channel, message it started from).
    pub fn threads(&self) -> Vec<(u64, u64, u64)> {
        self.inner.lock().unwrap().threads.clone()
    }

    /// A user runs `/pente <sub> ...`. `options` are (name, Discord option type, value);
    /// user options (type 6) take a user id and get their user resolved.
    pub fn slash(
        &self,
        user: &User,
        sub: &str,
        options: &[(&str, u64, Value)],
        users: &[&User],
    ) -> u64 {
        self.slash_in(CHANNEL_ID, user, sub, options, users)
    }

    /// [`Self::slash`] in another channel or a thread.
    pub fn slash_in(
        &self,
        channel: u64,
        user: &User,
        sub: &str,
        options: &[(&str, u64, Value)],
        users: &[&User],
    ) -> u64 {
        assert!(
            !self.is_archived(channel),
            "Discord refuses application commands in an archived thread"
        );
        let opts: Vec<Value> = options
            .iter()
            .map(|(name, kind, value)| json!({"name": name, "type": kind, "value": value}))
            .collect();
        let resolved: serde_json::Map<String, Value> = users
            .iter()
            .map(|u| (u.id.to_string(), user_json(u)))
            .collect();
        let data = json!({
            "id": "900000000000000100", "name": "pente", "type": 1,
            "options": [{"name": sub, "type": 1, "options": opts}],
            "resolved": {"users": resolved},
            "guild_id": self.guild().to_string(),
        });
        let (id, d) = self.interaction_in(channel, user, 2, data);
        self.send_event("INTERACTION_CREATE", d);
        id
    }

    /// `host` challenges `guest` (the host moves first) and the guest presses Accept: the game
    /// begins. Returns the message the Accept turned into (the first board).
    pub async fn challenge_accepted(&self, host: &User, guest: &User) -> Posted {
        let id = self.slash(
            host,
            "challenge",
            &[
                ("opponent", 6, json!(guest.id.to_string())),
                ("first", 4, json!(1)),
            ],
            &[guest],
        );
        let challenge = self.replies(id, 1).await.remove(0);
        let accept = challenge.components[0]["components"][0]["custom_id"]
            .as_str()
            .expect("an Accept button")
            .to_string();
        let click = self.click(guest, &challenge, &accept);
        self.replies(click, 1).await.remove(0)
    }

    /// Delivers an interaction again, as Discord may after a network hiccup.
    pub fn redeliver(&self, interaction: u64) {
        let d = self.inner.lock().unwrap().sent[&interaction].clone();
        self.send_event("INTERACTION_CREATE", d);
    }

    /// How many replies an interaction has had so far.
    pub fn reply_count(&self, interaction: u64) -> usize {
        self.inner
            .lock()
            .unwrap()
            .replies
            .get(&interaction)
            .map_or(0, Vec::len)
    }

    /// Messages the bot posted or edited through the channel routes, in order.
    pub fn channel_messages(&self) -> Vec<Posted> {
        self.inner.lock().unwrap().channel.clone()
    }

    /// Fails the test if any request did not conform to Discord's OpenAPI description.
    pub fn assert_conforms(&self) {
        let inner = self.inner.lock().unwrap();
        assert!(
            inner.violations.is_empty(),
            "requests that Discord would refuse:\n{}",
            inner.violations.join("\n")
        );
    }

    /// A user types in the `focused` option of `/pente <sub>`; the bot's choices are the
    /// `data.choices` of the first reply.
    pub fn autocomplete(
        &self,
        user: &User,
        sub: &str,
        options: &[(&str, u64, Value)],
        focused: &str,
    ) -> u64 {
        let opts: Vec<Value> = options
            .iter()
            .map(|(name, kind, value)| {
                let mut o = json!({"name": name, "type": kind, "value": value});
                if *name == focused {
                    o["focused"] = json!(true);
                }
                o
            })
            .collect();
        let data = json!({
            "id": "900000000000000100", "name": "pente", "type": 1,
            "options": [{"name": sub, "type": 1, "options": opts}],
            "guild_id": self.guild().to_string(),
        });
        let (id, d) = self.interaction_base(user, 4, data);
        self.send_event("INTERACTION_CREATE", d);
        id
    }

    /// A user runs `/pente <sub>` with a file in the attachment option `option`.
    pub fn slash_with_file(
        &self,
        user: &User,
        sub: &str,
        option: &str,
        name: &str,
        bytes: &[u8],
    ) -> u64 {
        let file_id = self.next_id();
        self.inner
            .lock()
            .unwrap()
            .files
            .insert(file_id, bytes.to_vec());
        let url = format!("{}/attachments/{file_id}/{name}", self.base);
        let attachment = json!({"id": file_id.to_string(), "filename": name, "size": bytes.len(),
                                "url": url, "proxy_url": url, "content_type": "text/plain"});
        let data = json!({
            "id": "900000000000000100", "name": "pente", "type": 1,
            "options": [{"name": sub, "type": 1, "options": [
                {"name": option, "type": 11, "value": file_id.to_string()}]}],
            "resolved": {"attachments": {file_id.to_string(): attachment}},
            "guild_id": self.guild().to_string(),
        });
        let (id, d) = self.interaction_base(user, 2, data);
        self.send_event("INTERACTION_CREATE", d);
        id
    }

    /// A user clicks a button of a message the bot posted.
    pub fn click(&self, user: &User, message: &Posted, custom_id: &str) -> u64 {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let (id, mut d) = self.interaction_base(user, 3, data);
        d["message"] = json!({
            "id": message.id.to_string(), "channel_id": CHANNEL_ID.to_string(),
            "author": bot_user(), "content": message.content, "timestamp": "2026-01-01T00:00:00.000000+00:00",
            "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [],
            "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0,
            "components": message.components,
            "flags": if message.ephemeral { 64 } else { 0 },
        });
        self.send_event("INTERACTION_CREATE", d);
        id
    }
}

/// The CDN: files users attached.
async fn cdn(
    State(fake): State<FakeDiscord>,
    axum::extract::Path((id, _name)): axum::extract::Path<(u64, String)>,
) -> Response {
    match fake.inner.lock().unwrap().files.get(&id) {
        Some(bytes) => bytes.clone().into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn ws_handler(ws: WebSocketUpgrade, State(fake): State<FakeDiscord>) -> Response {
    if fake.inner.lock().unwrap().gateway_down {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    ws.on_upgrade(move |socket| gateway(socket, fake))
}

/// The gateway: HELLO, then READY after IDENTIFY (per shard), heartbeat ACKs, RESUMED after a
/// RESUME of a session it knows, and the test's events.
async fn gateway(mut socket: WebSocket, fake: FakeDiscord) {
    let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}});
    if socket
        .send(WsMessage::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { return };
                let WsMessage::Text(text) = msg else { continue };
                let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                match v["op"].as_u64() {
                    Some(1) => {
                        let ack = json!({"op": 11});
                        let _ = socket.send(WsMessage::Text(ack.to_string().into())).await;
                    }
                    Some(2) if fake.inner.lock().unwrap().close_on_identify.is_some() => {
                        let code = fake.inner.lock().unwrap().close_on_identify.unwrap_or(4000);
                        let _ = socket.send(WsMessage::Close(Some(axum::extract::ws::CloseFrame {
                            code,
                            reason: "closed by the test".into(),
                        }))).await;
                        fake.changed.notify_waiters();
                        return;
                    }
                    Some(2) => {
                        let shard = [
                            v["d"]["shard"][0].as_u64().unwrap_or(0),
                            v["d"]["shard"][1].as_u64().unwrap_or(1),
                        ];
                        {
                            let mut inner = fake.inner.lock().unwrap();
                            inner.gateways.insert(shard[0], tx.clone());
                            inner.shard_total = shard[1];
                            inner.identified.push(shard);
                        }
                        let ready = json!({"op": 0, "t": "READY", "s": 1, "d": {
                            "v": 10, "user": bot_user(),
                            "guilds": [{"id": GUILD_ID.to_string(), "unavailable": true}],
                            "session_id": format!("fake-session-{}", shard[0]),
                            "resume_gateway_url": fake.base.replace("http", "ws") + "/ws",
                            "application": {"id": APP_ID.to_string(), "flags": 0},
                            "shard": shard,
                        }});
                        let _ = socket.send(WsMessage::Text(ready.to_string().into())).await;
                        fake.changed.notify_waiters();
                    }
                    Some(6) => {
                        // A session this fake started resumes on this connection.
                        let shard = v["d"]["session_id"]
                            .as_str()
                            .and_then(|s| s.strip_prefix("fake-session-"))
                            .and_then(|s| s.parse::<u64>().ok());
                        let reply = match shard {
                            Some(shard) => {
                                let mut inner = fake.inner.lock().unwrap();
                                inner.gateways.insert(shard, tx.clone());
                                inner.resumed += 1;
                                json!({"op": 0, "t": "RESUMED", "s": inner.seq, "d": {}})
                            }
                            // Unknown session: identify afresh.
                            None => json!({"op": 9, "d": false}),
                        };
                        let _ = socket.send(WsMessage::Text(reply.to_string().into())).await;
                        fake.changed.notify_waiters();
                    }
                    _ => {}
                }
            }
            Some(event) = rx.recv() => {
                if event.get("close").is_some() {
                    // An abnormal close: the bot should reconnect and resume.
                    let _ = socket.send(WsMessage::Close(Some(axum::extract::ws::CloseFrame {
                        code: 4000,
                        reason: "unknown error".into(),
                    }))).await;
                    return;
                }
                if socket.send(WsMessage::Text(event.to_string().into())).await.is_err() {
                    return;
                }
            }
        }
    }
}

fn message_json(fake: &FakeDiscord, id: u64, body: &Value) -> Value {
    let _ = fake;
    json!({
        "id": id.to_string(), "channel_id": CHANNEL_ID.to_string(), "author": bot_user(),
        "content": body.get("content").cloned().unwrap_or(json!("")),
        "timestamp": "2026-01-01T00:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
        "embeds": [], "pinned": false, "type": 0,
        "components": body.get("components").cloned().unwrap_or(json!([])),
        "flags": body.get("flags").cloned().unwrap_or(json!(0)),
    })
}

/// Splits a multipart body into `payload_json` and files.
async fn read_body(req: Request) -> (Option<Value>, Vec<(String, String, Vec<u8>)>) {
    let is_multipart = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    if is_multipart {
        let mut mp = axum::extract::Multipart::from_request(req, &())
            .await
            .unwrap();
        let mut json = None;
        let mut files = Vec::new();
        while let Some(field) = mp.next_field().await.unwrap() {
            let name = field.name().unwrap_or_default().to_string();
            let file = field.file_name().map(str::to_string);
            let bytes = field.bytes().await.unwrap();
            if name == "payload_json" {
                json = serde_json::from_slice(&bytes).ok();
            } else {
                files.push((name, file.unwrap_or_default(), bytes.to_vec()));
            }
        }
        return (json, files);
    }
    let bytes: Bytes = axum::body::to_bytes(req.into_body(), 64 << 20)
        .await
        .unwrap();
    (serde_json::from_slice(&bytes).ok(), Vec::new())
}

use axum::extract::FromRequest;

async fn rest_handler(State(fake): State<FakeDiscord>, req: Request) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let (json, mut files) = read_body(req).await;
    let lean = fake.inner.lock().unwrap().lean;
    if lean {
        // Keep the file names only: a load run posts thousands of pictures.
        for (_, _, bytes) in files.iter_mut() {
            *bytes = Vec::new();
        }
    }
    let problems = (!lean)
        .then(super::openapi::spec)
        .flatten()
        .map(|spec| {
            spec.check(
                method.as_str(),
                path.trim_start_matches("/api/v10"),
                json.as_ref(),
            )
        })
        .unwrap_or_default();
    {
        let mut inner = fake.inner.lock().unwrap();
        if !lean {
            inner.requests.push(Recorded {
                method: method.to_string(),
                path: path.clone(),
                json: json.clone(),
                files: files.clone(),
            });
        }
        inner.violations.extend(problems.iter().cloned());
    }
    if !problems.is_empty() {
        fake.changed.notify_waiters();
        let body = json!({"code": 50035, "message": "Invalid Form Body", "errors": problems});
        return (StatusCode::BAD_REQUEST, axum::Json(body)).into_response();
    }
    let response = answer(&fake, &method, &path, json, files);
    fake.changed.notify_waiters();
    response
}

fn answer(
    fake: &FakeDiscord,
    method: &Method,
    path: &str,
    json: Option<Value>,
    files: Vec<(String, String, Vec<u8>)>,
) -> Response {
    let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let body = json.clone().unwrap_or(Value::Null);
    let files: Vec<(String, Vec<u8>)> = files.into_iter().map(|(_, f, b)| (f, b)).collect();
    let refused = |status: u16, body: Value| {
        (StatusCode::from_u16(status).unwrap(), axum::Json(body)).into_response()
    };
    match (method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"]) | ("GET", ["gateway", "bot"])
            if fake.inner.lock().unwrap().refuse_token =>
        {
            refused(401, json!({"message": "401: Unauthorized", "code": 0}))
        }
        ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"])
            if !fake.inner.lock().unwrap().command_failures.is_empty() =>
        {
            let (status, body) = fake.inner.lock().unwrap().command_failures.pop_front().unwrap();
            refused(status, body)
        }
        ("GET", ["gateway"]) | ("GET", ["gateway", "bot"]) => axum::Json(json!({
            "url": fake.base.replace("http", "ws") + "/ws",
            "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
        }))
        .into_response(),
        ("GET", ["oauth2", "applications", "@me"]) => axum::Json(json!({
            "id": APP_ID.to_string(), "name": "pente", "icon": null, "description": "",
            "bot_public": true, "bot_require_code_grant": false, "verify_key": "00",
            "owner": bot_user(), "team": null, "flags": 0,
        }))
        .into_response(),
        ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            let commands: Vec<Value> = body
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .enumerate()
                .map(|(i, mut c)| {
                    c["id"] = json!((900_000_000_000_000_100u64 + i as u64).to_string());
                    c["application_id"] = json!(APP_ID.to_string());
                    c["version"] = json!("1");
                    if c.get("type").is_none() {
                        c["type"] = json!(1);
                    }
                    c["default_member_permissions"] = json!(null);
                    c
                })
                .collect();
            axum::Json(Value::Array(commands)).into_response()
        }
        ("POST", ["interactions", id, _token, "callback"]) => {
            let id: u64 = id.parse().unwrap_or(0);
            let kind = body["type"].as_u64().unwrap_or(0);
            let data = body.get("data").cloned().unwrap_or(Value::Null);
            let msg_id = fake.next_id();
            let posted = Posted {
                id: msg_id,
                content: data["content"].as_str().unwrap_or_default().to_string(),
                ephemeral: data["flags"].as_u64().unwrap_or(0) & 64 != 0,
                components: data.get("components").cloned().unwrap_or(json!([])),
                files,
                kind,
                data,
                channel: 0,
            };
            let mut inner = fake.inner.lock().unwrap();
            inner.originals.insert(_token.to_string(), msg_id);
            if kind == 5 {
                inner.thinking.insert(_token.to_string());
            }
            if posted.ephemeral {
                inner.ephemeral_originals.insert(_token.to_string());
            }
            inner.replies.entry(id).or_default().push(posted);
            StatusCode::NO_CONTENT.into_response()
        }
        ("GET", ["webhooks", _, token, "messages", "@original"]) => {
            let inner = fake.inner.lock().unwrap();
            let msg_id = inner.originals.get(*token).copied().unwrap_or(1);
            let id: u64 = token.trim_start_matches("token-").parse().unwrap_or(0);
            let content = inner
                .replies
                .get(&id)
                .and_then(|r| r.first())
                .map(|p| json!({"content": p.content, "components": p.components}))
                .unwrap_or(json!({}));
            axum::Json(message_json(fake, msg_id, &content)).into_response()
        }
        ("POST", ["webhooks", _, token]) | ("PATCH", ["webhooks", _, token, "messages", _]) => {
            let id: u64 = token.trim_start_matches("token-").parse().unwrap_or(0);
            let msg_id = fake.next_id();
            let edits_original = parts.last() == Some(&"@original");
            let ephemeral = {
                let mut inner = fake.inner.lock().unwrap();
                if method == Method::POST && inner.thinking.contains(*token) {
                    // Discord turns this follow-up into an edit of the "thinking…" note, a
                    // behaviour its docs call deprecated: edit @original instead.
                    inner.violations.push(format!(
                        "POST {path}: a follow-up while a deferral's thinking note stands; edit @original instead"
                    ));
                }
                if edits_original {
                    inner.thinking.remove(*token);
                }
                edits_original && inner.ephemeral_originals.contains(*token)
            };
            let posted = Posted {
                id: msg_id,
                content: body["content"].as_str().unwrap_or_default().to_string(),
                ephemeral: ephemeral || body["flags"].as_u64().unwrap_or(0) & 64 != 0,
                components: body.get("components").cloned().unwrap_or(json!([])),
                files,
                kind: if method == Method::POST { FOLLOW_UP } else { EDIT },
                data: body.clone(),
                channel: 0,
            };
            fake.inner.lock().unwrap().replies.entry(id).or_default().push(posted);
            axum::Json(message_json(fake, msg_id, &body)).into_response()
        }
        ("DELETE", ["webhooks", _, token, "messages", "@original"]) => {
            let id: u64 = token.trim_start_matches("token-").parse().unwrap_or(0);
            fake.inner.lock().unwrap().thinking.remove(*token);
            let deleted = Posted {
                id: 0,
                content: String::new(),
                ephemeral: false,
                components: json!([]),
                files,
                kind: DELETED,
                data: Value::Null,
                channel: 0,
            };
            fake.inner.lock().unwrap().replies.entry(id).or_default().push(deleted);
            StatusCode::NO_CONTENT.into_response()
        }
        ("POST", ["channels", channel, "messages", message, "threads"]) => {
            let thread = fake.next_id();
            let parent: u64 = channel.parse().unwrap_or(0);
            let from: u64 = message.parse().unwrap_or(0);
            fake.inner.lock().unwrap().threads.push((thread, parent, from));
            axum::Json(json!({
                "id": thread.to_string(), "type": 11, "guild_id": GUILD_ID.to_string(),
                "parent_id": channel, "owner_id": BOT_ID.to_string(),
                "name": body["name"], "last_message_id": null, "rate_limit_per_user": 0,
                "message_count": 0, "member_count": 1, "flags": 0,
                "thread_metadata": {"archived": false, "auto_archive_duration": 10080,
                    "archive_timestamp": "2026-01-01T00:00:00.000000+00:00", "locked": false},
            }))
            .into_response()
        }
        ("POST", ["users", "@me", "channels"]) => {
            // One DM channel per user, as Discord keeps it.
            let user: u64 = body["recipient_id"]
                .as_str()
                .and_then(|u| u.parse().ok())
                .or_else(|| body["recipient_id"].as_u64())
                .unwrap_or(0);
            let existing = {
                let inner = fake.inner.lock().unwrap();
                inner.dm_channels.iter().find(|(_, &u)| u == user).map(|(&c, _)| c)
            };
            let channel = existing.unwrap_or_else(|| {
                let c = fake.next_id();
                fake.inner.lock().unwrap().dm_channels.insert(c, user);
                c
            });
            axum::Json(json!({
                "id": channel.to_string(), "type": 1, "last_message_id": null, "flags": 0,
                "recipients": [{"id": user.to_string(), "username": "player", "discriminator": "0",
                                "global_name": null, "avatar": null}],
            }))
            .into_response()
        }
        ("POST", ["channels", channel, "messages"])
            if {
                let inner = fake.inner.lock().unwrap();
                let channel: u64 = channel.parse().unwrap_or(0);
                inner
                    .dm_channels
                    .get(&channel)
                    .is_some_and(|u| inner.closed_dms.contains(u))
            } =>
        {
            refused(403, json!({"message": "Cannot send messages to this user", "code": 50007}))
        }
        ("POST", ["channels", channel, "messages"]) | ("PATCH", ["channels", channel, "messages", _])
            if fake.inner.lock().unwrap().archived.contains_key(&channel.parse().unwrap_or(0)) =>
        {
            let thread: u64 = channel.parse().unwrap_or(0);
            let mut inner = fake.inner.lock().unwrap();
            // Sending a message reopens an archived thread unless it is locked; an edit
            // does not (Discord's threads docs).
            if method == Method::POST && inner.archived.get(&thread) == Some(&false) {
                inner.archived.remove(&thread);
                drop(inner);
                return answer(fake, method, path, json, files.into_iter().map(|(f, b)| (String::new(), f, b)).collect());
            }
            drop(inner);
            refused(400, json!({"message": "Thread is archived", "code": 50083}))
        }
        ("POST", ["channels", _, "messages"]) | ("PATCH", ["channels", _, "messages", _]) => {
            let msg_id = match parts.as_slice() {
                [_, _, _, id] => id.parse().unwrap_or(0),
                _ => fake.next_id(),
            };
            let channel: u64 = parts[1].parse().unwrap_or(0);
            let posted = Posted {
                id: msg_id,
                content: body["content"].as_str().unwrap_or_default().to_string(),
                ephemeral: false,
                components: body.get("components").cloned().unwrap_or(json!([])),
                files,
                kind: if method == Method::POST { CHANNEL_POST } else { CHANNEL_EDIT },
                data: body.clone(),
                channel,
            };
            fake.inner.lock().unwrap().channel.push(posted);
            axum::Json(message_json(fake, msg_id, &body)).into_response()
        }
        _ => (StatusCode::NOT_FOUND, axum::Json(json!({"message": "404: Not Found", "code": 0}))).into_response(),
    }
}

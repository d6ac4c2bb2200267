//! Checks the bot's request bodies against Discord's official OpenAPI description
//! (`../shared/discord/openapi.json`, or `DISCORD_OPENAPI`). A request is matched to the
//! spec's path template (literal segments beat `{parameters}`), and its JSON body (or the
//! `payload_json` of a multipart body) is validated against that operation's
//! `application/json` schema with JSON Schema 2020-12, which OpenAPI 3.1 uses.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

use serde_json::{json, Value};

pub struct Spec {
    doc: Value,
    /// (template segments, template) for every path.
    templates: Vec<(Vec<String>, String)>,
    validators: Mutex<HashMap<String, Arc<jsonschema::Validator>>>,
}

fn spec_path() -> PathBuf {
    std::env::var_os("DISCORD_OPENAPI")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/discord/openapi.json")
        })
}

/// The spec, read once per test binary. `None` when the file is not there (a checkout without
/// `../shared`): the tests then run without the check and say so.
pub fn spec() -> Option<&'static Spec> {
    static SPEC: OnceLock<Option<Spec>> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = spec_path();
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("no OpenAPI check: cannot read {}: {e}", path.display());
                return None;
            }
        };
        let doc: Value = serde_json::from_str(&text).expect("the OpenAPI file is JSON");
        let templates = doc["paths"]
            .as_object()
            .expect("paths")
            .keys()
            .map(|t| (segments(t), t.clone()))
            .collect();
        Some(Spec {
            doc,
            templates,
            validators: Mutex::new(HashMap::new()),
        })
    })
    .as_ref()
}

fn segments(path: &str) -> Vec<String> {
    path.trim_matches('/')
        .split('/')
        .map(str::to_string)
        .collect()
}

/// One JSON pointer reference token, escaped for a URI fragment.
fn escape(token: &str) -> String {
    token
        .replace('~', "~0")
        .replace('/', "~1")
        .replace('{', "%7B")
        .replace('}', "%7D")
}

impl Spec {
    /// The spec's template for a request path (without the `/api/v10` prefix).
    pub fn template(&self, path: &str) -> Option<&str> {
        let actual = segments(path);
        self.templates
            .iter()
            .filter(|(t, _)| {
                t.len() == actual.len()
                    && t.iter()
                        .zip(&actual)
                        .all(|(t, a)| t.starts_with('{') || t == a)
            })
            .max_by_key(|(t, _)| t.iter().filter(|s| !s.starts_with('{')).count())
            .map(|(_, name)| name.as_str())
    }

    /// Problems with a request body; empty when it conforms. A route or method the spec
    /// does not have is a problem too.
    pub fn check(&self, method: &str, path: &str, body: Option<&Value>) -> Vec<String> {
        let Some(template) = self.template(path) else {
            return vec![format!("{method} {path}: no such route in the spec")];
        };
        let method = method.to_ascii_lowercase();
        let operation = &self.doc["paths"][template][&method];
        if operation.is_null() {
            return vec![format!(
                "{method} {template}: no such operation in the spec"
            )];
        }
        let Some(body) = body else {
            return Vec::new();
        };
        let schema = &operation["requestBody"]["content"]["application/json"]["schema"];
        if schema.is_null() {
            return vec![format!("{method} {template}: the spec takes no JSON body")];
        }
        let key = format!("{method} {template}");
        let validator = self.validator(&key, template, &method);
        let body = normalised(body);
        validator
            .iter_errors(&body)
            .map(|e| format!("{key}: {e} at {}", e.instance_path()))
            .collect()
    }

    fn validator(&self, key: &str, template: &str, method: &str) -> Arc<jsonschema::Validator> {
        let mut cache = self.validators.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(v) = cache.get(key) {
            return v.clone();
        }
        // The whole document is the schema resource, so `#/components/...` references
        // resolve; its own `$ref` points at this operation's body schema.
        let mut root = self.doc.clone();
        let pointer = format!(
            "#/paths/{}/{method}/requestBody/content/application~1json/schema",
            escape(template)
        );
        root["$ref"] = json!(pointer);
        root["$schema"] = json!("https://json-schema.org/draft/2020-12/schema");
        let v = Arc::new(
            jsonschema::options()
                .with_draft(jsonschema::Draft::Draft202012)
                .build(&root)
                .unwrap_or_else(|e| panic!("the spec's schema for {key} compiles: {e}")),
        );
        cache.insert(key.to_string(), v.clone());
        v
    }
}

/// serenity sends new attachments' placeholder ids as numbers where the spec says string;
/// Discord accepts both, so the check does too.
fn normalised(body: &Value) -> Value {
    let mut body = body.clone();
    let fix = |attachments: &mut Value| {
        for a in attachments.as_array_mut().into_iter().flatten() {
            if let Some(n) = a.get("id").and_then(Value::as_u64) {
                a["id"] = json!(n.to_string());
            }
        }
    };
    if let Some(a) = body.get_mut("attachments") {
        fix(a);
    }
    if let Some(a) = body.get_mut("data").and_then(|d| d.get_mut("attachments")) {
        fix(a);
    }
    body
}

//! The rules, played through the public API: one binary, one module per area (fewer binaries
//! to link).

mod errors;
mod properties;
mod records;
mod renjunet;
mod rules;

//! The computer opponent through its public API: legal play in every preset and the tactical
//! positions it must solve.

mod legal;
mod tactics;

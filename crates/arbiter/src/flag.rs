//! Flag fall (Art. 6.8, 6.9, 10.4; Appendix B6–B8, C4).

; Each tag's procedures take only vectors of that tag.
(f64vector-ref (f32vector 1.5) 0)
; expect runtime error: f64vector-ref: expected f64vector, got #f32(1.5)

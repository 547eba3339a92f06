; Strings hold any Unicode text.
"λ 日本 😀 café"

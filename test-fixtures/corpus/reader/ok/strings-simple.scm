; Plain strings.
"" "hello" "with spaces" "(not a list)" "; not a comment" "#| not a comment |#" "#;no"

; Process literals: &`{...} runs a command, &sh{...} runs it through a shell.
&`{ls -l}
&`{echo &[name]}
&sh{echo hi | wc -c}

; A command literal nested inside a quasi-literal's expression.
&tag{a &[&`{echo b}] c}
&`{cat &[&`{echo file}]}

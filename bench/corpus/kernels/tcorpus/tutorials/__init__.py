# "tutorial style": single files in the manner of Triton's tutorials.

print("EmbedExample")

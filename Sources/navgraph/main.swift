import NavGraphCore

print("navgraph")
